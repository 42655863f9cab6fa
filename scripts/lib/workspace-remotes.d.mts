/** A remote of the workspace, found from its folder. */
export interface WorkspaceRemote {
  name: string;
  dir: string;
  packageName: string;
  port: number;
}

/** Every remote folder under `root` (`*-mfe/` with a `routes.json` beside its federation config). */
export function findWorkspaceRemotes(root: string, env?: Record<string, string | undefined>): WorkspaceRemote[];

import { type RouteDeclaration, routeDeclarationSchema } from '@shop/shared/contracts';
import { AppError } from '../http/app-error';

/** The parts of a federation manifest the registry reads. */
export interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  exposes: Array<{ name: string; path: string }>;
  shared?: Array<{ name: string; version?: string; requiredVersion?: string }>;
}

/** What a release publishes beside its browser build: its manifest and its route declaration. */
export interface ReleaseFiles {
  manifest: FederationManifest;
  declaration: RouteDeclaration;
}

/** The file a release declares its routes in, beside its manifest. */
export const DECLARATION_FILE = 'routes.json';

const FETCH_TIMEOUT_MS = 5000;

/** A registration the registry refuses, naming what is wrong. */
export function refused(message: string): AppError {
  return new AppError(422, 'RELEASE_REFUSED', message);
}

async function fetchJson(url: string, what: string): Promise<unknown> {
  let response: Response;
  try {
    // A release's files are fixed where it was registered: a redirect could lead anywhere.
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const { cause } = error as { cause?: { code?: string; message?: string } };
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw refused(`The ${what} at ${url} could not be fetched (${reason})`);
  }
  if (!response.ok) throw refused(`The ${what} at ${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw refused(`The ${what} at ${url} is not JSON`);
  }
}

function isManifest(value: unknown): value is FederationManifest {
  const manifest = value as FederationManifest;
  return (
    typeof manifest?.name === 'string' &&
    typeof manifest.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes) &&
    manifest.exposes.every((expose) => typeof expose?.name === 'string')
  );
}

/** The first problem of a parsed declaration, with the field it is in. */
function declarationProblem(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const [issue] = issues;
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? 'malformed'}`;
}

/**
 * Fetches a release's manifest and route declaration from the folder of its manifest address and
 * checks that they describe this remote: its name, a valid declaration, and every declared module
 * among the exposes. Anything else is refused with 422 naming the file and the problem.
 */
export async function fetchReleaseFiles(remote: string, entry: string): Promise<ReleaseFiles> {
  const manifest = await fetchJson(entry, 'manifest');
  if (!isManifest(manifest)) throw refused(`${entry} is not a federation manifest`);
  if (manifest.name !== remote) throw refused(`The manifest at ${entry} is the remote "${manifest.name}", not "${remote}"`);
  const declarationUrl = new URL(DECLARATION_FILE, entry).href;
  const parsed = routeDeclarationSchema.safeParse(await fetchJson(declarationUrl, 'route declaration'));
  if (!parsed.success) throw refused(`The route declaration at ${declarationUrl} is malformed: ${declarationProblem(parsed.error.issues)}`);
  const declaration = parsed.data;
  const exposed = new Set(manifest.exposes.map((expose) => expose.name.replace(/^\.\//, '')));
  const declared = [
    ...declaration.routes.map((route) => ({ module: route.module, by: `route ${route.path}` })),
    ...Object.entries(declaration.slots).map(([slot, module]) => ({ module: module ?? '', by: `slot ${slot}` })),
  ];
  const missing = declared.find(({ module }) => !exposed.has(module));
  if (missing) throw refused(`Module ${missing.module} of ${missing.by} is not among the exposes of ${remote}`);
  return { manifest, declaration };
}

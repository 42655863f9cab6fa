// The remotes of this workspace, found from its folders: each `*-mfe` folder with a `routes.json`
// beside its federation config is a remote, named for its folder. Nothing lists them by name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A remote's port for the run commands: `<NAME>_PORT` from the environment, else its package's `shop.port`. */
function portOf(name, packageJson, env) {
  const variable = `${name.toUpperCase().replaceAll('-', '_')}_PORT`;
  const raw = env[variable];
  const value = raw === undefined || raw === '' ? packageJson.shop?.port : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(
      `${variable} (or "shop.port" in ${name}-mfe/package.json) must be a port number between 1 and 65535, got "${raw ?? value}"`,
    );
  return value;
}

/**
 * Every remote folder under `root`: its name, folder, package name and port.
 * @returns {Array<{ name: string, dir: string, packageName: string, port: number }>}
 */
export function findWorkspaceRemotes(root, env = process.env) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.endsWith('-mfe'))
    .map((entry) => path.join(root, entry.name))
    .filter((dir) => existsSync(path.join(dir, 'routes.json')) && existsSync(path.join(dir, 'module-federation.config.mjs')))
    .map((dir) => {
      const name = path.basename(dir).slice(0, -'-mfe'.length);
      const packageJson = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return { name, dir, packageName: packageJson.name, port: portOf(name, packageJson, env) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

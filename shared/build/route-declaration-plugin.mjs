// Publishes a remote's route declaration (`routes.json` beside its federation config) with its build,
// so every release carries the routes it serves; a route naming a module the remote does not expose
// fails the build here rather than at registration.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The file a remote declares its routes in, and the name it is published under. */
export const ROUTE_DECLARATION_FILE = 'routes.json';

/** Problems of a declaration a build can see: unreadable JSON, or modules missing from the exposes. */
export function declarationProblems(text, exposes) {
  let declaration;
  try {
    declaration = JSON.parse(text);
  } catch (error) {
    return [`${ROUTE_DECLARATION_FILE} is not JSON: ${error.message}`];
  }
  const exposed = new Set(Object.keys(exposes ?? {}).map((key) => key.replace(/^\.\//, '')));
  const modules = [
    ...(Array.isArray(declaration?.routes) ? declaration.routes.map((route) => route?.module) : []),
    ...Object.values(declaration?.slots ?? {}),
  ];
  return modules
    .filter((module) => !exposed.has(module))
    .map((module) => `${ROUTE_DECLARATION_FILE} names module "${module}", which is not exposed`);
}

export class RouteDeclarationPlugin {
  constructor({ dir, exposes }) {
    this.file = path.join(dir, ROUTE_DECLARATION_FILE);
    this.exposes = exposes;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteDeclarationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          let text;
          try {
            text = readFileSync(this.file, 'utf8');
          } catch {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.file} is missing: a remote declares its routes there`));
            return;
          }
          const problems = declarationProblems(text, this.exposes);
          for (const problem of problems) compilation.errors.push(new compiler.webpack.WebpackError(problem));
          if (problems.length === 0) compilation.emitAsset(ROUTE_DECLARATION_FILE, new RawSource(text));
        },
      );
      compilation.fileDependencies?.add?.(this.file);
    });
  }
}

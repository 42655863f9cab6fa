// Publishes what this shell build provides to the remotes it hosts, as `shared.json` beside its files:
// each shared module its rendering server provides (the imports of `src/server/provide-shared.ts`, the
// one list) with the version installed. The registry's release gate reads it: a release needing a
// module the live shell does not provide, or another version of one, is refused before it can run.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The file a shell build publishes its shared modules in. */
export const PROVIDED_SHARED_FILE = 'shared.json';

/** The package a module specifier belongs to ('react/jsx-runtime' → 'react', '@shop/shared/ui' → '@shop/shared'). */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The module specifiers a file imports for their side effects only (`import 'react';`), in order. */
export function sideEffectImports(source) {
  return [...source.matchAll(/^import '([^']+)';$/gm)].map((match) => match[1]);
}

/** `{ modules: { <specifier>: <version> } }` for the given specifiers, versions read with `versionOf`. */
export function providedShared(specifiers, versionOf) {
  return { modules: Object.fromEntries(specifiers.map((specifier) => [specifier, versionOf(packageOf(specifier))])) };
}

export class ProvidedSharedPlugin {
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    // Every provided package is one of the shell's own dependencies, installed beside it (some export no package.json).
    const versionOf = (name) => JSON.parse(readFileSync(path.join(this.dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    compiler.hooks.thisCompilation.tap('ProvidedSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ProvidedSharedPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const source = readFileSync(path.join(this.dir, 'src/server/provide-shared.ts'), 'utf8');
          const provided = providedShared(sideEffectImports(source), versionOf);
          compilation.emitAsset(PROVIDED_SHARED_FILE, new RawSource(`${JSON.stringify(provided, null, 2)}\n`));
        },
      );
    });
  }
}

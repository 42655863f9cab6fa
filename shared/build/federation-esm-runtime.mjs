// The federation runtime packages publish CommonJS and ES module builds. Rspack's federation plugin
// picks them with `require.resolve`, so a browser build got the CommonJS files, which cannot be
// tree-shaken: every remote entry carried the whole SDK, and the `optimization` switches (no
// snapshot, no remotes) removed nothing. This plugin points those requests at the ES module twins.
import { existsSync } from 'node:fs';

const federationCommonJs = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module build beside a CommonJS file of a federation package, when there is one. */
export function esmTwin(file) {
  if (typeof file !== 'string' || !federationCommonJs.test(file)) return undefined;
  return ['.js', '.mjs'].map((extension) => file.replace(/\.cjs$/, extension)).find((candidate) => existsSync(candidate));
}

export class FederationEsmRuntimePlugin {
  apply(compiler) {
    // The runtime the container's start-up code imports, by its absolute path.
    new compiler.webpack.NormalModuleReplacementPlugin(federationCommonJs, (resource) => {
      resource.request = esmTwin(resource.request) ?? resource.request;
    }).apply(compiler);
    // The aliases the federation plugins set (`@module-federation/runtime` …); they set some only
    // once every plugin is applied, so they are rewritten after that.
    compiler.hooks.afterPlugins.tap('FederationEsmRuntimePlugin', () => {
      const alias = compiler.options.resolve.alias ?? {};
      for (const [key, target] of Object.entries(alias)) alias[key] = esmTwin(target) ?? target;
    });
  }
}

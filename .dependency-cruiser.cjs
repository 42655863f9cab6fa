// Import boundaries by path, so they hold at any folder depth: each rule matches resolved file
// paths, and $1/$2 in `to` stand for the remote and feature folders its `from` matched.
// `npm run lint:deps` runs it; decision 042 says why it replaced lint overrides per folder depth.
const remote = '([^/]+-mfe)';
const app = '([^/]+-mfe|api|shell)';
const remoteRule =
  'A remote may import only from @shop/shared and its own folder: another remote or the shell is a separately deployed app.';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-only-shared-and-itself',
      severity: 'error',
      comment: remoteRule,
      from: { path: `^${remote}/` },
      // An unresolved name keeps its text as the path (`shell/...` is refused); an unresolved relative path is left to no-unresolvable.
      to: { path: '^(?!$1/|shared/|\\.)', dependencyTypesNot: ['core', 'local'] },
    },
    {
      name: 'remote-relative-path-stays-inside',
      severity: 'error',
      // A relative path into shared/ bundles a private copy of it (a second store nobody displays).
      comment: `${remoteRule} A relative path must not leave the remote's folder; @shop/shared is reached by its name.`,
      from: { path: `^${remote}/` },
      to: { path: '^(?!$1/)', dependencyTypes: ['local'] },
    },
    {
      name: 'feature-only-itself-app-and-shared',
      severity: 'error',
      comment:
        "A feature folder of a remote may import only its own files, the remote's app/ and @shop/shared: what features share belongs in app/.",
      // Every folder of src/ but exposes/ is a feature, app/ too: app/ may import only itself.
      from: { path: `^${remote}/src/([^/]+)/`, pathNot: '^[^/]+/src/exposes/' },
      to: { path: '^$1/src/', pathNot: '^$1/src/($2|app)/' },
    },
    {
      name: 'shared-depends-on-no-app',
      severity: 'error',
      comment: 'The shared package must not depend on any app.',
      from: { path: '^shared/src/' },
      to: { path: `^${app}(/|$)` },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'An import the checker cannot resolve to a file cannot be held to the rules above: fix its path or install its package.',
      from: { path: `^(${remote}|shared)/` },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // What the remotes and shared/ import is checked but not cruised itself: the run stays short.
    doNotFollow: { path: `^(?!${remote}/|shared/)` },
    // Build output (dist/, shared's .types-build/ of type declarations) is not source.
    exclude: { path: '(^|/)(node_modules|dist|\\.types-build|@mf-types)/' },
    // Type-only imports count: a type from another remote ties the two releases together all the same.
    tsPreCompilationDeps: true,
    // Resolved as TypeScript (moduleResolution Bundler) and rspack do: relative paths, and workspace
    // packages by their package.json exports. No tsconfig declares path aliases; handing one over would
    // make dependency-cruiser resolve bare names from the repository root, so `shell/...` would look local.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    cache: false,
  },
};

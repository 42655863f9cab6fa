// Shared modules every section's pages use, provided by the shell so no remote downloads its own
// copy. Form-only modules (validation, location, auth) stay with the remotes that load them.
//
// Each import is eager: the module is bundled into the entry chunk (that is what provides it) but
// runs only when its loader is called, so the start can run them one task at a time.
export const providedModules: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager" */ '@shop/shared/runtime-config'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/api-client'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/stores'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/navigation'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/format'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/company'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/pricing'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/cart'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/wishlist'),
  () => import(/* webpackMode: "eager" */ '@shop/shared/ui'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
];

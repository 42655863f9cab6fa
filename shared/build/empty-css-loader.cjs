// Stylesheets mean nothing to a Node build: the browser build ships them and the rendering
// server links them from the browser manifest, so an import of one becomes an empty module.
module.exports = function emptyCssLoader() {
  return 'export {};';
};

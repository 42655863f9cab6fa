// The whole public surface of the checkout remote: the modules the shell may load.
export default {
  name: 'checkout',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {
    './cart-page': './src/exposes/cart-page.tsx',
    './offers-page': './src/exposes/offers-page.tsx',
    './checkout-page': './src/exposes/checkout-page.tsx',
    './add-to-cart': './src/exposes/add-to-cart.tsx',
    './product-purchase': './src/exposes/product-purchase.tsx',
  },
  experiments: { externalRuntime: true },
};

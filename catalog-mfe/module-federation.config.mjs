// The whole public surface of the catalogue remote: the modules the shell may load.
export default {
  name: 'catalog',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {
    './home-page': './src/exposes/home-page.tsx',
    './shop-page': './src/exposes/shop-page.tsx',
    './product-detail-page': './src/exposes/product-detail-page.tsx',
    './about-page': './src/exposes/about-page.tsx',
    './terms-page': './src/exposes/terms-page.tsx',
    './shipping-policy-page': './src/exposes/shipping-policy-page.tsx',
    './return-exchange-page': './src/exposes/return-exchange-page.tsx',
    './privacy-policy-page': './src/exposes/privacy-policy-page.tsx',
    './search-overlay': './src/exposes/search-overlay.tsx',
  },
  experiments: { externalRuntime: true },
};

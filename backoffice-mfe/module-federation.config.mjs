// The whole public surface of the back office remote: staff pages, served on the back office's own origin only.
export default {
  name: 'backoffice',
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  exposes: {
    './orders-page': './src/exposes/orders-page.tsx',
    './order-page': './src/exposes/order-page.tsx',
    './pick-list-page': './src/exposes/pick-list-page.tsx',
    './mails-page': './src/exposes/mails-page.tsx',
    './staff-page': './src/exposes/staff-page.tsx',
    './audit-page': './src/exposes/audit-page.tsx',
    './releases-page': './src/exposes/releases-page.tsx',
    './accept-invite-page': './src/exposes/accept-invite-page.tsx',
    './inquiries-page': './src/exposes/inquiries-page.tsx',
    './inquiry-page': './src/exposes/inquiry-page.tsx',
    './stock-page': './src/exposes/stock-page.tsx',
    './product-stock-page': './src/exposes/product-stock-page.tsx',
    './categories-page': './src/exposes/categories-page.tsx',
    './banners-page': './src/exposes/banners-page.tsx',
    './deletion-requests-page': './src/exposes/deletion-requests-page.tsx',
  },
  experiments: { externalRuntime: true },
};

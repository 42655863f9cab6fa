import { mountStandalone } from '@shop/shared/harness';
import AboutPage from './exposes/about-page';
import HomePage from './exposes/home-page';
import PrivacyPolicyPage from './exposes/privacy-policy-page';
import ProductDetailPage from './exposes/product-detail-page';
import ReturnExchangePage from './exposes/return-exchange-page';
import ShippingPolicyPage from './exposes/shipping-policy-page';
import ShopPage from './exposes/shop-page';
import TermsPage from './exposes/terms-page';

// The catalogue's pages at their real paths, so links between them work without the shell;
// a product page takes its id from the address.
const productPath = window.location.pathname.match(/^\/product\/([^/]+)$/);
const productPages = productPath?.[1]
  ? [
      {
        path: window.location.pathname,
        label: 'Product',
        component: ProductDetailPage,
        params: { productId: decodeURIComponent(productPath[1]) },
      },
    ]
  : [];

mountStandalone('catalog-mfe (standalone)', [
  { path: '/', label: 'Home', component: HomePage },
  { path: '/shop', label: 'Shop', component: ShopPage },
  ...productPages,
  { path: '/about', label: 'About', component: AboutPage },
  { path: '/termscondition', label: 'Terms', component: TermsPage },
  { path: '/shippingpolicy', label: 'Shipping', component: ShippingPolicyPage },
  { path: '/returnandexchange', label: 'Returns', component: ReturnExchangePage },
  { path: '/privacypolicy', label: 'Privacy', component: PrivacyPolicyPage },
]);

import { harnessPage, mountStandalone } from '@shop/shared/harness';
import * as aboutPage from './exposes/about-page';
import * as homePage from './exposes/home-page';
import * as privacyPolicyPage from './exposes/privacy-policy-page';
import * as productDetailPage from './exposes/product-detail-page';
import * as returnExchangePage from './exposes/return-exchange-page';
import * as shippingPolicyPage from './exposes/shipping-policy-page';
import * as shopPage from './exposes/shop-page';
import * as termsPage from './exposes/terms-page';

// The catalogue's pages at their real paths with their loaders, so links between them work without the shell.
mountStandalone('catalog-mfe (standalone)', [
  harnessPage({ path: '/', label: 'Home', module: homePage }),
  harnessPage({ path: '/shop', label: 'Shop', module: shopPage }),
  harnessPage({ path: '/product/:productId', label: 'Product', module: productDetailPage }),
  harnessPage({ path: '/about', label: 'About', module: aboutPage }),
  harnessPage({ path: '/termscondition', label: 'Terms', module: termsPage }),
  harnessPage({ path: '/shippingpolicy', label: 'Shipping', module: shippingPolicyPage }),
  harnessPage({ path: '/returnandexchange', label: 'Returns', module: returnExchangePage }),
  harnessPage({ path: '/privacypolicy', label: 'Privacy', module: privacyPolicyPage }),
]);

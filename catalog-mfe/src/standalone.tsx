import { mountStandalone } from '@shop/shared/harness';
import AboutPage from './exposes/about-page';
import PrivacyPolicyPage from './exposes/privacy-policy-page';
import ReturnExchangePage from './exposes/return-exchange-page';
import ShippingPolicyPage from './exposes/shipping-policy-page';
import TermsPage from './exposes/terms-page';

// The catalogue's pages at their real paths, so links between them work without the shell.
mountStandalone('catalog-mfe (standalone)', [
  { path: '/about', label: 'About', component: AboutPage },
  { path: '/termscondition', label: 'Terms', component: TermsPage },
  { path: '/shippingpolicy', label: 'Shipping', component: ShippingPolicyPage },
  { path: '/returnandexchange', label: 'Returns', component: ReturnExchangePage },
  { path: '/privacypolicy', label: 'Privacy', component: PrivacyPolicyPage },
]);

import { harnessPage, mountStandalone } from '@shop/shared/harness';
import * as cartPage from './exposes/cart-page';
import * as checkoutPage from './exposes/checkout-page';
import * as offersPage from './exposes/offers-page';

// The checkout section's pages at their real paths, so the team can work without the shell.
mountStandalone('checkout-mfe (standalone)', [
  harnessPage({ path: '/cart', label: 'Cart', module: cartPage }),
  harnessPage({ path: '/checkout', label: 'Checkout', module: checkoutPage }),
  harnessPage({ path: '/offers', label: 'Offers', module: offersPage }),
]);

import { mountStandalone } from '@shop/shared/harness';
import CartPage from './exposes/cart-page';
import CheckoutPage from './exposes/checkout-page';
import OffersPage from './exposes/offers-page';

// The checkout section's pages at their real paths, so the team can work without the shell.
mountStandalone('checkout-mfe (standalone)', [
  { path: '/cart', label: 'Cart', component: CartPage },
  { path: '/checkout', label: 'Checkout', component: CheckoutPage },
  { path: '/offers', label: 'Offers', component: OffersPage },
]);

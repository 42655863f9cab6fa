import { mountStandalone } from '@shop/shared/harness';
import ProfilePage from './exposes/profile-page';
import WishlistPage from './exposes/wishlist-page';

// The account pages at their real paths, so the team can work without the shell.
mountStandalone('account-mfe (standalone)', [
  { path: '/profile', label: 'Profile', component: ProfilePage },
  { path: '/wishlist', label: 'Wish List', component: WishlistPage },
]);

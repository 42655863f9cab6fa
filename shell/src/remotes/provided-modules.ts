// Shared modules every section's pages use, provided by the shell so no remote downloads its own
// copy. Form-only modules (validation, location, auth) stay with the remotes that load them.
import '@shop/shared/api-client';
import '@shop/shared/cart';
import '@shop/shared/company';
import '@shop/shared/format';
import '@shop/shared/navigation';
import '@shop/shared/pricing';
import '@shop/shared/runtime-config';
import '@shop/shared/stores';
import '@shop/shared/ui';
import '@shop/shared/wishlist';

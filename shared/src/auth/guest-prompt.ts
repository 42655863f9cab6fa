import { SIGN_IN_PROMPT } from '@shop/shared/api-client';
import { $location, navigate } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';

/**
 * Tells a guest who pressed a shopper's button (the cart, the heart) to sign in, and takes them to
 * /signin remembering this page, so they come back to it.
 */
export function sendGuestToSignIn(): void {
  const { pathname, search } = $location.get();
  toast.error(SIGN_IN_PROMPT);
  navigate('/signin', { state: { from: `${pathname}${search}` } });
}

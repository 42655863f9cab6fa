import { $location, navigate } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';

/** The toast a guest sees when trying to use the cart or the wish list. */
export const SIGN_IN_PROMPT = 'Please Log In';

/** Tells a guest to sign in and takes them to /signin, remembering the page to come back to. */
export function sendGuestToSignIn(): void {
  const { pathname, search } = $location.get();
  toast.error(SIGN_IN_PROMPT);
  navigate('/signin', { state: { from: `${pathname}${search}` } });
}

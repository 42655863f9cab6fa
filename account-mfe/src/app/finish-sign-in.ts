import type { User } from '@shop/shared/contracts';
import { $location, navigate } from '@shop/shared/navigation';
import { signIn } from '@shop/shared/stores';
import { COMPLETE_PROFILE_PATH, pathAfterSignIn } from './navigation-state';

/** The first word of a name, for greetings ('Asha' of 'Asha Patel'); '' when there is none. */
export function firstName(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

/** Runs `action` once the location has changed (the shell publishes it after its router commits). */
function afterNextLocation(action: () => void): void {
  const stop = $location.listen(() => {
    stop();
    action();
  });
}

/**
 * Records the session in the shared store (the shell's header, guards and cart badge follow it
 * at once) and leaves the sign-in pages. The shell's guard moves a signed-in shopper off a
 * guest-only page to `state.from` as soon as the store changes, so that is where this goes too;
 * going there here as well keeps the standalone harness, which has no guard, moving.
 */
export function finishSignIn(user: User, state: unknown): void {
  const target = pathAfterSignIn(user, state);
  const go = () => {
    signIn(user);
    navigate(target, { replace: true });
  };
  if (target !== COMPLETE_PROFILE_PATH) {
    go();
    return;
  }
  // A profile without a phone number is completed first: point the guard's way back at that page
  // before the store changes, or the guard would send the shopper home.
  const { pathname, search, hash } = $location.get();
  const base = typeof state === 'object' && state !== null ? state : {};
  afterNextLocation(go);
  navigate(`${pathname}${search}${hash}`, { replace: true, state: { ...base, from: COMPLETE_PROFILE_PATH } });
}

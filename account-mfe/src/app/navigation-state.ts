import type { User } from '@shop/shared/contracts';

/** The page a shopper who has signed in but has no phone number completes first. */
export const COMPLETE_PROFILE_PATH = '/userverify';
export const HOME_PATH = '/';

/** A text the previous page left in the navigation state ('' when it is missing or not text). */
export function stateText(state: unknown, key: string): string {
  if (typeof state !== 'object' || state === null) return '';
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

/**
 * Where a guard sent the shopper from (`state.from`), when it is a path on this site; otherwise home.
 * It must agree with the shell's guard, which makes the same choice when the session changes.
 */
export function returnPath(state: unknown): string {
  const from = stateText(state, 'from');
  if (!from.startsWith('/') || typeof window === 'undefined') return HOME_PATH;
  // '//host' and '/\host' are other sites to a browser.
  const target = new URL(from, window.location.origin);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}${target.hash}` : HOME_PATH;
}

/** Where a shopper goes once signed in: completing the profile when it lacks a phone number, else back. */
export function pathAfterSignIn(user: User, state: unknown): string {
  return user.phoneNumber?.trim() ? returnPath(state) : COMPLETE_PROFILE_PATH;
}

/** Keeps the way back (`from`) when one page of the sign-in journey hands over to the next. */
export function carryFrom(state: unknown): { from?: string } {
  const from = stateText(state, 'from');
  return from ? { from } : {};
}

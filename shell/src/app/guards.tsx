import { useStore } from '@nanostores/react';
import type { User } from '@shop/shared/contracts';
import { $session } from '@shop/shared/stores';
import { PageSkeleton, useHydrated } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../router';
import { type Access, HOME_PATH, SIGN_IN_PATH } from './routes';

/** Where a guest was going when sent to sign in; read back after signing in. */
export interface ReturnState {
  from?: string;
}

function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/')) return HOME_PATH;
  // Only a path on this site: '//host' and '/\\host' would leave it.
  const target = new URL(from, window.location.origin);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}${target.hash}` : HOME_PATH;
}

/**
 * The guest-only page where a signed-in shopper whose profile has no phone number adds it: it
 * needs the session, so it is open to that shopper and closed to guests and complete profiles.
 */
export const COMPLETE_PROFILE_PATH = '/userverify';

function completingProfile(pathname: string, user: User | null): boolean {
  return pathname === COMPLETE_PROFILE_PATH && !user?.phoneNumber?.trim();
}

/**
 * Applies a route's access class: guests to sign-in (remembering the way back), shoppers away from
 * guest pages. A staff page is the back office's own to guard, in the browser: only it can ask who
 * is signed in there.
 */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { isLoggedIn, userInfo, profileLoading } = useStore($session);
  const location = useLocation();
  const hydrated = useHydrated();
  if (access === 'public') return children;
  // The rendering server holds no staff credential: it renders the frame, and the browser the page.
  if (access === 'staff') return hydrated ? children : <PageSkeleton label="Checking your session…" />;
  if (profileLoading) return <PageSkeleton label="Checking your session…" />;
  if (access === 'signed-in' && !isLoggedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={SIGN_IN_PATH} replace state={{ from } satisfies ReturnState} />;
  }
  if (access === 'guest-only' && isLoggedIn) {
    if (completingProfile(location.pathname, userInfo)) return children;
    return <Navigate to={returnPath(location.state)} replace />;
  }
  if (access === 'guest-only' && location.pathname === COMPLETE_PROFILE_PATH) return <Navigate to={SIGN_IN_PATH} replace />;
  return children;
}

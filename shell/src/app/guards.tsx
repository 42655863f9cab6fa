import { useStore } from '@nanostores/react';
import { $session } from '@shop/shared/stores';
import { PageSkeleton } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
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

/** Applies a route's access class: guests to sign-in (remembering the way back), shoppers away from guest pages. */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { isLoggedIn, profileLoading } = useStore($session);
  const location = useLocation();
  if (access === 'public') return children;
  if (profileLoading) return <PageSkeleton label="Checking your session…" />;
  if (access === 'signed-in' && !isLoggedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={SIGN_IN_PATH} replace state={{ from } satisfies ReturnState} />;
  }
  if (access === 'guest-only' && isLoggedIn) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}

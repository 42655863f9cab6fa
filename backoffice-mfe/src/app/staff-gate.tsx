import { ApiError, shopperMessage } from '@shop/shared/api-client';
import type { StaffMember } from '@shop/shared/contracts';
import { navigate, useAppLocation } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { LoadView, PageSkeleton } from '@shop/shared/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { SignInForm } from './sign-in-form';
import { fetchStaffMember } from './staff-api';
import { StaffContext } from './staff-context';
import { StaffFrame } from './staff-frame';

export const CHECK_FAILED = 'The back office could not be reached. Please try again.';

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Where a member who signs in at the back office's front door lands: the owner on the dashboard. */
const LANDING = { permission: 'dashboard:read', to: '/dashboard' };

/**
 * Every back-office page sits in this gate: it asks the API who is signed in (in the browser only —
 * the rendering server holds no staff credential), shows the sign-in form to nobody, and the page,
 * in the back office's frame, to a member whose role has `permission`.
 */
export function StaffGate({ permission, children }: { permission?: string; children: ReactNode }) {
  // One answer for every page's gate: a page opened next shows the member at once and asks again
  // behind it; signing in or out drops it and asks again.
  const me = useQuery<StaffMember | null>(['backoffice/me'], fetchStaffMember, null);
  const again = me.retry;
  const [landing, setLanding] = useState(false);
  const { pathname } = useAppLocation();
  useEffect(() => {
    // Lands on the answer given after signing in, not on the member shown before it.
    if (!landing || me.loading || !me.data) return;
    setLanding(false);
    if (pathname === '/' && me.data.permissions.includes(LANDING.permission)) navigate(LANDING.to, { replace: true });
  }, [landing, me.loading, me.data, pathname]);
  if (me.status === 'loading' && !me.data) return <PageSkeleton label="Checking your session…" />;
  if (me.status === 'failed' && signedOut(me.error))
    return (
      <SignInForm
        onSignedIn={() => {
          setLanding(true);
          again();
        }}
      />
    );
  return (
    <LoadView
      status={me.status === 'loading' ? 'ready' : me.status}
      failure={shopperMessage(me.error, CHECK_FAILED)}
      onRetry={me.retry}
      isEmpty={!me.data}
      empty={<PageSkeleton label="Checking your session…" />}
    >
      {me.data ? (
        <StaffContext.Provider value={me.data}>
          <StaffFrame onSignedOut={again}>
            {permission && !me.data.permissions.includes(permission) ? (
              <p role="alert" className="bo:rounded-md bo:bg-amber-50 bo:p-4 bo:text-amber-900">
                {me.data.roleName} cannot open this page: it needs {permission}.
              </p>
            ) : (
              children
            )}
          </StaffFrame>
        </StaffContext.Provider>
      ) : null}
    </LoadView>
  );
}

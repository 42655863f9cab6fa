import { shopperMessage } from '@shop/shared/api-client';
import { Link, useAppLocation } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { Button, cx } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { signOutEverywhere, signOutStaff } from './staff-api';
import { useCan, useStaff } from './staff-context';

/** The back office's places, each shown to the roles that may use it. */
const PLACES = [
  { to: '/dashboard', label: 'Dashboard', permission: 'dashboard:read' },
  { to: '/', label: 'Orders', permission: 'orders:read' },
  { to: '/pick-list', label: 'Pick list', permission: 'orders:print' },
  { to: '/inquiries', label: 'Inquiries', permission: 'inquiries:answer' },
  { to: '/mails', label: 'Mails', permission: 'orders:mail' },
  { to: '/stock', label: 'Stock', permission: 'stock:write' },
  { to: '/products', label: 'Products', permission: 'catalogue:write' },
  { to: '/categories', label: 'Categories', permission: 'catalogue:write' },
  { to: '/banners', label: 'Slides', permission: 'catalogue:write' },
  { to: '/coupons', label: 'Coupons', permission: 'catalogue:write' },
  { to: '/ratings', label: 'Ratings', permission: 'catalogue:write' },
  { to: '/staff', label: 'Staff', permission: 'staff:manage' },
  { to: '/audit', label: 'Audit log', permission: 'audit:read' },
  { to: '/deletion-requests', label: 'Deletion requests', permission: 'deletions:process' },
  { to: '/releases', label: 'Releases', permission: 'releases:write' },
] as const;

function isHere(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' || pathname.startsWith('/orders/') : pathname.startsWith(to);
}

/** The back office's bar: where staff can go, who is signed in, and signing out. */
export function StaffFrame({ onSignedOut, children }: { onSignedOut: () => void; children: ReactNode }) {
  const staff = useStaff();
  const can = useCan();
  const { pathname } = useAppLocation();
  const signOut = async (everywhere: boolean) => {
    try {
      toast.success(await (everywhere ? signOutEverywhere() : signOutStaff()));
      onSignedOut();
    } catch (error) {
      toast.error(shopperMessage(error, 'Signing out did not work. Please try again.'));
    }
  };
  return (
    <div className="bo:min-h-screen">
      <header className="bo:border-b bo:border-slate-200 bo:bg-slate-900 bo:text-white">
        <div className="bo:mx-auto bo:flex bo:max-w-7xl bo:flex-wrap bo:items-center bo:gap-x-6 bo:gap-y-2 bo:px-4 bo:py-2">
          <p className="bo:font-semibold">Back office</p>
          <nav aria-label="Back office" className="bo:flex bo:flex-wrap bo:gap-1">
            {PLACES.filter((place) => can(place.permission)).map((place) => (
              <Link
                key={place.to}
                to={place.to}
                aria-current={isHere(pathname, place.to) ? 'page' : undefined}
                className={cx(
                  'bo:rounded bo:px-3 bo:py-1.5 bo:text-sm bo:hover:bg-slate-700 bo:focus-visible:outline-2 bo:focus-visible:outline-white',
                  isHere(pathname, place.to) ? 'bo:bg-slate-700' : '',
                )}
              >
                {place.label}
              </Link>
            ))}
          </nav>
          <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-x-2 bo:text-sm bo:sm:ml-auto">
            <span>
              {staff.name} · {staff.roleName}
            </span>
            <Button variant="ghost" className="bo:px-2 bo:py-1 bo:text-white bo:hover:bg-slate-700" onClick={() => void signOut(false)}>
              Sign Out
            </Button>
            <Button variant="ghost" className="bo:px-2 bo:py-1 bo:text-white bo:hover:bg-slate-700" onClick={() => void signOut(true)}>
              Sign Out Everywhere
            </Button>
          </div>
        </div>
      </header>
      <div className="bo:mx-auto bo:max-w-7xl bo:px-4 bo:py-6">{children}</div>
    </div>
  );
}

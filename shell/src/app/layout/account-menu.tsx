import { useStore } from '@nanostores/react';
import { $location, Link, navigate } from '@shop/shared/navigation';
import { $session } from '@shop/shared/stores';
import { ConfirmDialog } from '@shop/shared/ui';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { logOut } from '../../session/session-actions';
import { accessFor, useRouteTable } from '../route-table';
import { UserIcon } from './icons';
import { useDismiss } from './use-dismiss';

const signedInItems = [
  { title: 'Profile', link: '/profile' },
  { title: 'Orders', link: '/orders' },
  { title: 'Wish List', link: '/wishlist' },
];
const guestItems = [
  { title: 'Login', link: '/signin' },
  { title: 'Sign Up', link: '/signup' },
];

function menuItems(container: HTMLElement | null): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** The account button and its menu; Log Out asks for confirmation first. */
export function AccountMenu() {
  const { isLoggedIn, userInfo } = useStore($session);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const table = useRouteTable();
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  // Focus the first item on open; arrow keys, Home and End move between items as in any menu.
  useEffect(() => {
    if (open) menuItems(ref.current)[0]?.focus();
  }, [open]);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(ref.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };

  const items = isLoggedIn ? signedInItems : guestItems;
  const itemClass =
    'block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none';

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label="Account"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <UserIcon />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          onKeyDown={moveFocus}
          className="absolute right-0 z-40 mt-2 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {isLoggedIn && userInfo?.fullName && (
            <p className="truncate border-b border-slate-100 px-4 py-2 text-xs text-slate-500">Signed in as {userInfo.fullName}</p>
          )}
          {items.map((item) => (
            <Link key={item.link} to={item.link} role="menuitem" className={itemClass} onClick={close}>
              {item.title}
            </Link>
          ))}
          {isLoggedIn && (
            <button
              type="button"
              role="menuitem"
              className={itemClass}
              onClick={() => {
                close();
                setConfirming(true);
              }}
            >
              Log Out
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Confirm Logout"
        message="Are you sure you want to logout from your account?"
        confirmLabel="Logout"
        // The menu item that opened the question has left the page with the menu.
        returnFocus={() => ref.current?.querySelector('button') ?? null}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false);
          // A page that needs sign-in is left by replacing it, so Back does not return to it.
          const leavingPrivatePage = accessFor(table, $location.get().pathname) === 'signed-in';
          await logOut();
          navigate('/signin', { replace: leavingPrivatePage });
        }}
      />
    </div>
  );
}

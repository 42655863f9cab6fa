import { Link } from '@shop/shared/navigation';
import { lockPageScroll, useHydrated } from '@shop/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon, MenuIcon } from './icons';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { useDismiss } from './use-dismiss';

/** The slide-in menu for screens narrower than 768 px. */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const hydrated = useHydrated();
  useDismiss(panelRef, open, close);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    return lockPageScroll();
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      {hydrated &&
        createPortal(
          <>
            <div
              aria-hidden="true"
              className={`fixed inset-0 z-40 bg-slate-900/40 md:hidden transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            />
            <nav
              ref={panelRef}
              aria-label="Mobile"
              inert={!open}
              className={`fixed inset-y-0 left-0 z-50 flex w-72 md:hidden max-w-[85vw] flex-col bg-white transition-transform duration-200 ${open ? 'translate-x-0 shadow-xl' : '-translate-x-full'}`}
            >
              <div className="flex items-center justify-between border-b border-slate-100 p-4">
                <Logo onClick={close} />
                <button
                  type="button"
                  aria-label="Close menu"
                  onClick={close}
                  className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
                >
                  <CloseIcon />
                </button>
              </div>
              <ul className="flex flex-col p-2">
                {navItems.map((item) => (
                  <li key={item.id}>
                    <Link
                      to={item.link}
                      onClick={close}
                      aria-current={currentPath === item.link ? 'page' : undefined}
                      className="block rounded-md px-4 py-3 font-medium text-slate-700 hover:bg-brand-50 aria-[current=page]:text-brand-700"
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>,
          // Portalled to <body>: the sticky header's backdrop filter would otherwise clip fixed panels to the header.
          document.body,
        )}
    </div>
  );
}

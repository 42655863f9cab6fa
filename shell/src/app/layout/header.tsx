import { useStore } from '@nanostores/react';
import { countOf } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { $cartCount } from '@shop/shared/stores';
import { cx, pageContainerClass } from '@shop/shared/ui';
import { AccountMenu } from './account-menu';
import { CartIcon } from './icons';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { SearchButton } from './search-button';

/** The sticky site header: logo, navigation, search, account menu and cart. */
export function Header({ currentPath }: { currentPath: string }) {
  const cartCount = useStore($cartCount);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={cx(pageContainerClass, 'flex h-16 items-center justify-between gap-2 sm:gap-4')}>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <MobileMenu currentPath={currentPath} />
          <Logo />
        </div>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.id}>
                <Link
                  to={item.link}
                  aria-current={currentPath === item.link ? 'page' : undefined}
                  className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700"
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center sm:gap-1">
          <SearchButton />
          <AccountMenu />
          <Link
            to="/cart"
            aria-label={`Cart, ${countOf(cartCount, 'item')}`}
            className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
          >
            <CartIcon />
            <span
              data-testid="cart-badge"
              className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white"
            >
              {cartCount}
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}

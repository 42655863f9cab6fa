import type { NavItem } from '@shop/shared/contracts';

/** The header's navigation list, left to right as the header shows it. */
export const navItems: NavItem[] = [
  { id: 1, title: 'Home', link: '/' },
  { id: 2, title: 'Products', link: '/shop' },
  { id: 3, title: 'About Us', link: '/about' },
  { id: 4, title: 'Contact', link: '/contact' },
  { id: 5, title: 'Offers', link: '/offers' },
  { id: 6, title: 'Wholesaler', link: '/wholesaler' },
];

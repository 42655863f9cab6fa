import type { AccessClass } from '../contracts/route-declaration';

/** The two sites routes are served on: the shop's origin, and the back office's own origin for staff routes. */
export type Site = 'shop' | 'backoffice';

/** The site a route of this access class is served on; a staff route is never served on the shop's origin. */
export function siteOf(access: AccessClass): Site {
  return access === 'staff' ? 'backoffice' : 'shop';
}

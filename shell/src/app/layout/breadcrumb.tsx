import { Link } from '@shop/shared/navigation';
import { cx, pageContainerClass } from '@shop/shared/ui';
import { type RouteDefinition, useRouteTable } from '../route-table';

// Browsers leave malformed percent-encoding (for example '/50%-off') in the address as it is.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The label of a path's first segment: its route's title when it has one ('Shipping Policy'), else the segment itself. */
export function firstSegmentLabel(pathname: string, routes: readonly RouteDefinition[]): string | null {
  const segment = pathname.split('/').filter(Boolean)[0];
  if (!segment) return null;
  const route = routes.find((candidate) => candidate.path.split('/')[1] === segment);
  if (route) return route.title;
  const words = safeDecode(segment).replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Home > first segment' for every page but home. */
export function Breadcrumb({ pathname }: { pathname: string }) {
  const label = firstSegmentLabel(pathname, useRouteTable().routes);
  if (!label) return null;
  return (
    <nav aria-label="Breadcrumb" className={cx(pageContainerClass, 'pt-4 text-sm')}>
      <ol className="flex items-center gap-2 text-slate-500">
        <li>
          <Link to="/" className="hover:text-brand-700">
            Home
          </Link>
        </li>
        <li aria-hidden="true">&gt;</li>
        <li aria-current="page" className="font-medium text-slate-800">
          {label}
        </li>
      </ol>
    </nav>
  );
}

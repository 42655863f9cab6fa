import type { ReactNode } from 'react';
import { createRouter } from './client-router';
import { memoryHistory } from './history';
import { Outlet, RouterProvider } from './router-view';

/**
 * A router over plain pages, starting at `entry`, for tests of components that read the router:
 * no loaders, so the first page shows at once.
 */
export function TestRouter({
  entry,
  routes,
  children,
}: {
  entry: string | { pathname: string; state?: unknown };
  routes: Array<{ path: string; element: ReactNode }>;
  /** Rendered above the routes (a header), inside the router. */
  children?: ReactNode;
}) {
  const start = typeof entry === 'string' ? { pathname: entry, state: null } : entry;
  const router = createRouter({
    routes: [
      {
        id: 'root',
        element: (
          <>
            {children}
            <Outlet />
          </>
        ),
        children: routes.map((route) => ({ id: route.path, ...route })),
      },
    ],
    history: memoryHistory(start.pathname, start.state ?? null),
    hydration: {},
  });
  return <RouterProvider router={router} />;
}

import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** The browser's router over the whole route tree. */
export type ShopRouter = ReturnType<typeof createBrowserRouter>;

/** The whole site in the browser: the router, its frame and every route. */
export function App({ router }: { router: ShopRouter }) {
  return <RouterProvider router={router} />;
}

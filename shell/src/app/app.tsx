import { RouterProvider, type ShellRouter } from '../router';

/** The browser's router over the whole route tree. */
export type ShopRouter = ShellRouter;

/** The whole site in the browser: the router, its frame and every route. */
export function App({ router }: { router: ShopRouter }) {
  return <RouterProvider router={router} />;
}

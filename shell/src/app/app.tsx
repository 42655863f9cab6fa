import { type createBrowserRouter, RouterProvider } from 'react-router';

/** The browser's router over the whole route tree. */
export type ShopRouter = ReturnType<typeof createBrowserRouter>;

/** The whole site in the browser: the router, its frame and every route. */
export function App({ router }: { router: ShopRouter }) {
  return <RouterProvider router={router} />;
}

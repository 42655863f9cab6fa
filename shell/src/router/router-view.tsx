import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ShellRouter } from './client-router';
import type { NavigateOptions, RouterActions, RouterLocation, RouterState } from './route-tree';

const StateContext = createContext<RouterState | null>(null);
const ActionsContext = createContext<RouterActions | null>(null);
const DepthContext = createContext(0);

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('a router hook is used outside the router');
  return state;
}

function useActions(): RouterActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('a router hook is used outside the router');
  return actions;
}

/** Renders the matched routes of a router state: the root route, whose Outlet renders the next one. */
export function RouterView({ state, actions }: { state: RouterState; actions: RouterActions }) {
  const root = state.matches[0];
  let content: ReactNode = null;
  if (root) content = state.initialized ? root.route.element : (root.route.pendingElement ?? null);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>
        <DepthContext.Provider value={0}>{content}</DepthContext.Provider>
      </StateContext.Provider>
    </ActionsContext.Provider>
  );
}

/** The browser's router, re-rendering on every navigation. */
export function RouterProvider({ router }: { router: ShellRouter }) {
  const state = useSyncExternalStore(router.subscribe, router.state, router.state);
  return <RouterView state={state} actions={router} />;
}

/** Where a route renders the route matched below it. */
export function Outlet() {
  const state = useRouterState();
  const depth = useContext(DepthContext) + 1;
  const match = state.matches[depth];
  return match ? <DepthContext.Provider value={depth}>{match.route.element}</DepthContext.Provider> : null;
}

/** The current address. */
export function useLocation(): RouterLocation {
  return useRouterState().location;
}

/** The params of the matched route. */
export function useParams(): Record<string, string> {
  const { matches } = useRouterState();
  return matches[matches.length - 1]?.params ?? {};
}

/** What this route's loader answered. */
export function useLoaderData(): unknown {
  const state = useRouterState();
  return state.matches[useContext(DepthContext)]?.data;
}

/** Goes to another address in the shop. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useActions().navigate;
}

/** Runs the current page's loaders again. */
export function useRevalidator(): { revalidate: () => Promise<void>; state: 'idle' | 'loading' } {
  const actions = useActions();
  return { revalidate: actions.revalidate, state: useRouterState().navigation };
}

/** Whether the next page's loaders are running, and where that navigation is going. */
export function useNavigation(): { state: 'idle' | 'loading'; pending?: RouterState['pending']; matches: RouterState['matches'] } {
  const state = useRouterState();
  return { state: state.navigation, pending: state.pending, matches: state.matches };
}

/** Goes to `to` once rendered (in the browser; on the server it renders nothing). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a Navigate acts once, when it appears
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

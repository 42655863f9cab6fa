import { type FragmentHost, FragmentHostContext } from '@shop/shared/fragments';
import {
  type ComponentType,
  createContext,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FragmentUse, RouteTable } from '../app/route-table';
import { answerHeldInput, deferredFragment, FRAGMENT_ATTRIBUTE, WAITING_ATTRIBUTE, wantFragment } from './deferred-fragments';
import { LoadedPagesContext } from './page-source';
import { RemoteBoundary } from './remote-boundary';
import { useShowsServerHtml } from './shows-server-html';

const onServer = typeof window === 'undefined';
const stay = () => {};

/**
 * The fragments whose code the rendering server did not have for one page view: it sent their
 * fallback bare, outside the boundaries the fragment renders in. The server fills it while rendering;
 * the browser reads it from the inline state, so hydration renders what the server sent.
 */
export const LackedFragmentsContext = createContext<Set<string> | undefined>(undefined);

/** Tells its place once the fragment is hydrated (or rendered) there. */
function WhenHydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

interface FragmentBodyProps {
  use: FragmentUse;
  props: object;
  fallback: ReactNode;
  /** This place shows the server's HTML: its code loads once the fragment is wanted. */
  fromServer: boolean;
  onHydrated: () => void;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]));
}

/**
 * The fragment behind its own boundaries: one that fails shows its fallback, never the section's
 * panel inside another section's page. Rendered again only when what it shows changes (not when the
 * page around it renders again), so a place still showing the server's HTML keeps it.
 */
const FragmentBody = memo(
  function FragmentBody({ use, props, fallback, fromServer, onHydrated }: FragmentBodyProps) {
    const loaded = useContext(LoadedPagesContext);
    const lacked = useContext(LackedFragmentsContext);
    // Chosen once per place: a place that changed component would lose what the shopper was doing in it.
    const Component = useMemo(
      () =>
        (loaded(use.remote, use.module)?.default as ComponentType<object> | undefined) ??
        (onServer ? undefined : deferredFragment<object>(use)),
      [loaded, use],
    );
    // A place the browser renders, or one the server rendered that now shows something new, needs the code now.
    const hydratedWith = useRef(props);
    useEffect(() => {
      if (!fromServer || hydratedWith.current !== props) wantFragment(use.name);
    });
    // The server's bare fallback is hydrated as it is (no section is blamed for a failed hydration),
    // then the fragment's boundaries go round it and its code loads at once: the server could not
    // render it, and its fallback may show nothing the shopper could reach for.
    const [bare, setBare] = useState(() => fromServer && lacked?.has(use.name) === true);
    useEffect(() => {
      if (!bare) return;
      setBare(false);
      wantFragment(use.name);
    }, [bare, use.name]);
    if (!Component) {
      if (onServer) lacked?.add(use.name);
      return fallback;
    }
    if (bare) return fallback;
    return (
      <RemoteBoundary remote={use.remote} section={use.section} onRetry={stay} fallback={fallback}>
        <Suspense fallback={fallback}>
          <Component {...props} />
          <WhenHydrated then={onHydrated} />
        </Suspense>
      </RemoteBoundary>
    );
  },
  (before, after) =>
    before.use === after.use &&
    before.fromServer === after.fromServer &&
    before.onHydrated === after.onHydrated &&
    sameProps(before.props, after.props),
);

/**
 * One fragment of another section, rendered by the remote that provides it: on the server with the
 * page; in the browser, a place the server rendered waits until the fragment is wanted (see
 * deferred-fragments), and a place the browser renders loads it at once, behind its fallback.
 */
function RemoteFragment({ use, props, fallback }: { use: FragmentUse; props: object; fallback: ReactNode }) {
  const fromServer = useShowsServerHtml();
  const [waiting, setWaiting] = useState(fromServer);
  const place = useRef<HTMLDivElement>(null);
  // The mark goes at once, before what was held is given to the place: a held tap clicked again must reach the fragment.
  const onHydrated = useCallback(() => {
    const element = place.current;
    element?.removeAttribute(WAITING_ATTRIBUTE);
    setWaiting(false);
    if (element) answerHeldInput(element);
  }, []);
  const marks = { [FRAGMENT_ATTRIBUTE]: use.name, ...(waiting ? { [WAITING_ATTRIBUTE]: '' } : {}) };
  return (
    <div ref={place} {...marks} style={{ display: 'contents' }}>
      <FragmentBody use={use} props={props} fallback={fallback} fromServer={fromServer} onHydrated={onHydrated} />
    </div>
  );
}

/** Lets the pages of this view embed fragments: each is rendered by the remote the route table names for it. */
export function FragmentHostProvider({ table, children }: { table: RouteTable; children: ReactNode }) {
  const host = useMemo<FragmentHost>(
    () => (name, props, fallback) => {
      const use = table.fragments[name];
      return use ? <RemoteFragment use={use} props={props} fallback={fallback} /> : fallback;
    },
    [table],
  );
  return <FragmentHostContext.Provider value={host}>{children}</FragmentHostContext.Provider>;
}

import { createContext, type ReactNode, useContext } from 'react';
import type { FragmentName, FragmentProps } from './fragment-props';

/** How the page's host renders a fragment by name; `fallback` shows while it cannot. */
export type FragmentHost = <N extends FragmentName>(name: N, props: FragmentProps[N], fallback: ReactNode) => ReactNode;

// Without a host (a section on its own, a component test) every fragment shows its fallback.
const noHost: FragmentHost = (_name, _props, fallback) => fallback;

/** Set by the shell around every page: it knows which section provides each fragment in this page view. */
export const FragmentHostContext = createContext<FragmentHost>(noHost);

/** Props of the place a page leaves for another section's fragment. */
export type FragmentSlotProps<N extends FragmentName> = {
  name: N;
  props: FragmentProps[N];
  /** Shown while no section provides the fragment, or while its section cannot be reached. */
  fallback?: ReactNode;
};

/**
 * A fragment of another section in this page: rendered by the section that owns the behaviour, on the
 * server with the page and in the browser, so a team changes its fragment without the pages that embed it.
 */
export function Fragment<N extends FragmentName>({ name, props, fallback = null }: FragmentSlotProps<N>) {
  return useContext(FragmentHostContext)(name, props, fallback);
}

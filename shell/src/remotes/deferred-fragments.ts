import { type ComponentType, lazy } from 'react';
import type { FragmentUse } from '../app/route-table';
import { loadRemoteComponent, resetRemote } from './load-remote';

/**
 * A fragment the server rendered is not part of the page's first download: its HTML stays as the
 * server sent it, and its section's code loads only once the fragment is wanted, when the shopper
 * reaches for it (a press, a tap, focus) or has something of their own for it to show (a signed-in
 * shopper's cart and wish list). React hydrates it then. A tap that arrives before the code is held
 * and answered once the fragment is hydrated, so it is never lost.
 *
 * Browser only; nothing here holds any shopper's data.
 */

/** The attribute on the element around each fragment, naming it. */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';

interface Gate {
  opened: Promise<void>;
  open(): void;
}

const gates = new Map<string, Gate>();
const ready = new Set<string>();
const deferred = new Map<string, ComponentType<never>>();
const heldTaps: Array<{ name: string; target: HTMLElement }> = [];
let everyFragmentWanted = false;

function gateOf(name: string): Gate {
  let gate = gates.get(name);
  if (!gate) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { opened, open };
    gates.set(name, gate);
    if (everyFragmentWanted) open();
  }
  return gate;
}

/** The fragment is wanted now: its code loads, and every place that shows it is hydrated. */
export function wantFragment(name: string): void {
  gateOf(name).open();
}

/** Every fragment is wanted, those on the page and those still to come (a signed-in shopper's page). */
export function wantEveryFragment(): void {
  everyFragmentWanted = true;
  for (const gate of gates.values()) gate.open();
}

/**
 * The fragment as a lazy component that loads once the fragment is wanted. While it waits, a place
 * the server rendered keeps the server's HTML. A failed load is forgotten, so the next render asks the
 * section's server again.
 */
export function deferredFragment<P>(use: FragmentUse): ComponentType<P> {
  let component = deferred.get(use.name) as ComponentType<P> | undefined;
  if (!component) {
    component = lazy(async () => {
      await gateOf(use.name).opened;
      try {
        const loaded = await loadRemoteComponent<P>(use.remote, use.module);
        ready.add(use.name);
        return { default: loaded };
      } catch (error) {
        deferred.delete(use.name);
        resetRemote(use.remote);
        throw error;
      }
    });
    deferred.set(use.name, component as ComponentType<never>);
  }
  return component;
}

/** Once a place of the fragment is hydrated: the taps held for it are answered, in order. */
export function answerHeldTaps(name: string): void {
  for (let index = 0; index < heldTaps.length; ) {
    const tap = heldTaps[index] as { name: string; target: HTMLElement };
    if (tap.name !== name) {
      index += 1;
      continue;
    }
    heldTaps.splice(index, 1);
    if (tap.target.isConnected) tap.target.click();
  }
}

function fragmentOf(event: Event): { name: string; target: HTMLElement } | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const place = target?.closest<HTMLElement>(`[${FRAGMENT_ATTRIBUTE}]`);
  const name = place?.getAttribute(FRAGMENT_ATTRIBUTE);
  if (!place || !name || ready.has(name)) return undefined;
  const control = target?.closest<HTMLElement>('button,a,input,select,textarea,[role="button"]');
  return { name, target: control && place.contains(control) ? control : (target as HTMLElement) };
}

/**
 * Listens, for the page's life, for a shopper reaching for a fragment whose code has not loaded: a
 * press or focus starts the load, and a tap is held (the server's button does nothing yet) until the
 * fragment is hydrated.
 */
export function listenForWantedFragments(root: Document = document): () => void {
  const reach = (event: Event) => {
    const fragment = fragmentOf(event);
    if (fragment) wantFragment(fragment.name);
  };
  const tap = (event: Event) => {
    const fragment = fragmentOf(event);
    if (!fragment) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldTaps.some((held) => held.target === fragment.target)) heldTaps.push(fragment);
    wantFragment(fragment.name);
  };
  const reaches = ['pointerdown', 'focusin', 'keydown'] as const;
  for (const type of reaches) root.addEventListener(type, reach, true);
  root.addEventListener('click', tap, true);
  return () => {
    for (const type of reaches) root.removeEventListener(type, reach, true);
    root.removeEventListener('click', tap, true);
  };
}

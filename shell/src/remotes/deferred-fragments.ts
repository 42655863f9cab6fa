import type { ComponentType } from 'react';
import { type Control, enterAgain } from '../app/early-input';
import type { FragmentUse } from '../app/route-table';
import { keptLazyModule, type LazyModules } from './lazy-remote-module';

/**
 * A fragment the server rendered is not part of the page's first download: its HTML stays as the
 * server sent it, and its section's code loads only once the fragment is wanted, when the shopper
 * reaches for it (a press, a tap, focus) or has something of their own for it to show (a signed-in
 * shopper's cart and wish list). React hydrates it then. A tap or typing that arrives before the
 * code is held and given to the fragment once it is hydrated there, so nothing is lost.
 *
 * Browser only; nothing here holds any shopper's data.
 */

/** The attribute on the element around each fragment, naming it. */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';
/** Marks a place that still shows the server's HTML, its code not yet hydrated there. */
export const WAITING_ATTRIBUTE = 'data-fragment-waiting';

interface Gate {
  opened: Promise<void>;
  open(): void;
}

const gates = new Map<string, Gate>();
const deferred: LazyModules = new Map();
const heldTaps: HTMLElement[] = [];
const heldFields: Array<{ control: Control; value: string; checked: boolean }> = [];
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
  return keptLazyModule<P>(deferred, use.name, use, () => gateOf(use.name).opened);
}

function takeHeld<T>(list: T[], inPlace: (item: T) => boolean): T[] {
  const taken = list.filter(inPlace);
  for (const item of taken) list.splice(list.indexOf(item), 1);
  return taken;
}

/**
 * Once a place is hydrated (and no longer marked as waiting): what the shopper typed into it is
 * entered again through its own handlers, then the taps held for it are answered, in order.
 */
export function answerHeldInput(place: Element): void {
  for (const { control, value, checked } of takeHeld(heldFields, (field) => place.contains(field.control)))
    if (control.isConnected && !control.disabled) enterAgain(control, value, checked);
  for (const target of takeHeld(heldTaps, (tap) => place.contains(tap))) if (target.isConnected) target.click();
}

/** The waiting place an event happened in, and the element it was meant for. */
function waitingPlaceOf(event: Event): { name: string; target: HTMLElement } | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const place = target?.closest<HTMLElement>(`[${WAITING_ATTRIBUTE}]`);
  const name = place?.getAttribute(FRAGMENT_ATTRIBUTE);
  if (!target || !place || !name) return undefined;
  const control = target.closest<HTMLElement>('button,a,input,select,textarea,[role="button"]');
  return { name, target: control && place.contains(control) ? control : (target as HTMLElement) };
}

/**
 * Listens, for the page's life, for a shopper reaching for a fragment whose code has not loaded: a
 * press or focus starts the load, and a tap is held (the server's button does nothing yet) until the
 * fragment is hydrated.
 */
export function listenForWantedFragments(root: Document = document): () => void {
  const reach = (event: Event) => {
    const waiting = waitingPlaceOf(event);
    if (waiting) wantFragment(waiting.name);
  };
  const tap = (event: Event) => {
    const waiting = waitingPlaceOf(event);
    if (!waiting) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!heldTaps.includes(waiting.target)) heldTaps.push(waiting.target);
    wantFragment(waiting.name);
  };
  // React cannot answer a field it has not hydrated: its last value is noted and entered again after.
  const field = (event: Event) => {
    const waiting = waitingPlaceOf(event);
    const control = waiting?.target as Control | undefined;
    if (!waiting || !control || !('value' in control)) return;
    takeHeld(heldFields, (held) => held.control === control);
    heldFields.push({ control, value: control.value, checked: 'checked' in control && control.checked });
    wantFragment(waiting.name);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['pointerdown', reach],
    ['focusin', reach],
    ['keydown', reach],
    ['click', tap],
    ['input', field],
    ['change', field],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, true);
  };
}

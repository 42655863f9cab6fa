import type { ShopEventMap, ShopEventName } from './event-map';

// Events without a detail may be emitted without one.
type DetailArgs<K extends ShopEventName> = ShopEventMap[K] extends undefined ? [detail?: undefined] : [detail: ShopEventMap[K]];

// window in the browser, so any code on the page can listen; a private target where there is none (tests, tools).
const fallbackTarget = new EventTarget();
function target(): EventTarget {
  return typeof window === 'undefined' ? fallbackTarget : window;
}

/** Announces a cross-team event as a CustomEvent on window. */
export function emit<K extends ShopEventName>(name: K, ...[detail]: DetailArgs<K>): void {
  target().dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens for a cross-team event; returns the function that stops listening. */
export function on<K extends ShopEventName>(name: K, handler: (detail: ShopEventMap[K]) => void): () => void {
  // CustomEvent turns a missing detail into null; handlers of detail-less events get undefined, as typed.
  const listener = (event: Event) => handler((event as CustomEvent<ShopEventMap[K]>).detail ?? (undefined as ShopEventMap[K]));
  const eventTarget = target();
  eventTarget.addEventListener(name, listener);
  return () => eventTarget.removeEventListener(name, listener);
}

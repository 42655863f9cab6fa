import { $cart, $session, $wishlist, clearToasts } from '@shop/shared/stores';
import { guardConsole, provideModalDialog } from '@shop/shared/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The values a fresh page starts with: a guest whose profile check has not answered yet.
const initialSession = $session.get();

provideModalDialog();

// Values only: cleanStores would also drop the subscription that keeps $cartCount in step with $cart.
function resetStores(): void {
  clearToasts();
  $session.set({ ...initialSession });
  $cart.set([]);
  $wishlist.set(null);
}

guardConsole();

// The rendering server's tests run in Node, without a DOM.
const dom = typeof window !== 'undefined';

beforeEach(() => {
  resetStores();
  // jsdom does not scroll; the frame and the overlays call scrollTo on every navigation.
  if (dom) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  vi.useRealTimers();
  resetStores();
  if (!dom) return;
  cleanup();
  window.history.replaceState(null, '', '/');
  document.body.removeAttribute('style');
});

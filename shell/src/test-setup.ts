import { format } from 'node:util';
import { $cart, $session, $wishlist, clearToasts } from '@shop/shared/stores';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

type ConsoleMethod = 'error' | 'warn';

const guarded: ConsoleMethod[] = ['error', 'warn'];
const strictImplementations = new Map<ConsoleMethod, (...args: unknown[]) => never>();
// The values a fresh page starts with: a guest whose profile check has not answered yet.
const initialSession = $session.get();

// jsdom has <dialog> but not its modal methods; these mirror what a browser does to `open`.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Values only: cleanStores would also drop the subscription that keeps $cartCount in step with $cart.
function resetStores(): void {
  clearToasts();
  $session.set({ ...initialSession });
  $cart.set([]);
  $wishlist.set(null);
}

// A stray console.error or console.warn usually means a real problem (a React warning, a
// failed request), so it fails the test. A test that expects one declares it by replacing the
// implementation: vi.spyOn(console, 'error').mockImplementation(() => {}).
beforeEach(() => {
  resetStores();
  // jsdom does not scroll; the frame and the overlays call scrollTo on every navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  for (const method of guarded) {
    const strict = (...args: unknown[]): never => {
      throw new Error(`Unexpected console.${method}: ${format(...args)}`);
    };
    strictImplementations.set(method, strict);
    vi.spyOn(console, method).mockImplementation(strict);
  }
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
// Throwing inside console.error can be swallowed by a caller's try/catch (React catches
// errors in effects and boundaries), so the calls are checked again once the test is over.
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  resetStores();
  window.history.replaceState(null, '', '/');
  document.body.removeAttribute('style');
  const failures: string[] = [];
  for (const method of guarded) {
    const spy = console[method] as unknown as MockInstance<(...args: unknown[]) => void>;
    const stillStrict = spy.getMockImplementation() === strictImplementations.get(method);
    if (stillStrict && spy.mock.calls.length > 0) {
      failures.push(...spy.mock.calls.map((args) => `console.${method}: ${format(...args)}`));
    }
    spy.mockRestore();
  }
  if (failures.length > 0) throw new Error(`Unexpected console output:\n${failures.join('\n')}`);
});

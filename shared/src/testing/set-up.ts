// The one test set-up every package's vitest config lists (setupFiles: ['@shop/shared/testing/set-up']).
// Each test starts on a fresh page: a guest with an empty cart, no toasts, nothing rendered, and a
// network where nothing answers until the test says what the API replies.
import { configureApiClient } from '@shop/shared/api-client';
import { clearQueryCache } from '@shop/shared/query';
import { clearToasts, signOut } from '@shop/shared/stores';
import { cleanup } from '@testing-library/react';
import { allTasks } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { guardConsole } from './console-guard';
import { provideModalDialog } from './modal-dialog';
import { assertRepliesKeptContracts, network, TEST_API_ORIGIN } from './network';

// Tests of the rendering server and of plain logic run in Node, without a DOM.
const dom = typeof window !== 'undefined';

guardConsole();
provideModalDialog();

// Calls that reach no handler fail, except those on this machine: the real HTTP servers a client
// test starts (startTestServer, on 127.0.0.1) and the page's own origin in jsdom (localhost), where
// the back office's tests point the client at such a server and a call after the test ends finds none.
const localHosts = new Set(['127.0.0.1', 'localhost']);
beforeAll(() =>
  network.listen({
    onUnhandledRequest: (request, print) => {
      if (!localHosts.has(new URL(request.url).hostname)) print.error();
    },
  }),
);
afterAll(() => network.close());

function freshPage(): void {
  clearToasts();
  signOut();
  // A cached answer of one test must not answer the next one's read.
  clearQueryCache();
}

beforeEach(() => {
  configureApiClient({ getApiBaseUrl: () => TEST_API_ORIGIN });
  freshPage();
  // jsdom does not scroll; the shell's frame and overlays call scrollTo on every navigation.
  if (dom) window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  vi.useRealTimers();
  if (dom) {
    cleanup();
    window.history.replaceState(null, '', '/');
    document.body.removeAttribute('style');
  }
  // A read still on its way (a list read again after a save) would be joined by the next test's
  // page asking for the same key; it ends here, against this test's network. (A test that holds a
  // reply back must give it before it ends, or this waits until the hook's time runs out.)
  await allTasks();
  network.resetHandlers();
  // Values only: cleanStores would also drop subscriptions the stores keep among themselves ($cartCount).
  freshPage();
  assertRepliesKeptContracts();
});

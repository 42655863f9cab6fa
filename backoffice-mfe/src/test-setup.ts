import { clearQueryCache } from '@shop/shared/query';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { guardConsole, provideModalDialog } from '@shop/shared/testing';
import { cleanup } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach } from 'vitest';

guardConsole();
provideModalDialog();
// A cached answer of one test must not answer the next one's read.
beforeEach(clearQueryCache);

// Every test starts with no toasts, so it reads exactly the ones it caused.
beforeEach(() => clearToasts());

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // clearToasts also stops the toasts' timers; cleanStores drops listeners a test left behind.
  clearToasts();
  cleanStores($toasts);
});

import { clearQueryCache } from '@shop/shared/query';
import { guardConsole, provideModalDialog } from '@shop/shared/testing';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

guardConsole();
provideModalDialog();
// A cached answer of one test must not answer the next one's read.
beforeEach(clearQueryCache);
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

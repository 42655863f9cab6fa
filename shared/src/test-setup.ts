import { beforeEach } from 'vitest';
import { clearQueryCache } from './query';
import { guardConsole, provideModalDialog } from './testing';

guardConsole();
provideModalDialog();
// A cached answer of one test must not answer the next one's read.
beforeEach(clearQueryCache);

import { guardConsole, provideModalDialog } from '@shop/shared/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

guardConsole();
provideModalDialog();
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

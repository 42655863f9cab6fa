import { guardConsole } from '@shop/shared/testing';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

guardConsole();
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

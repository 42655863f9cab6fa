import { format } from 'node:util';
import { afterAll, afterEach, vi } from 'vitest';
import { consumeAllowedConsole } from './console';

// A stray console.error or console.warn usually means a swallowed failure, so it
// fails the test (or the file, when it happens in a hook) unless the test said
// it expects one with allowConsole().
const levels = ['error', 'warn'] as const;
const spies = { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') };

function checkConsole(): void {
  const allowed = consumeAllowedConsole();
  const problems: string[] = [];
  for (const level of levels) {
    const spy = spies[level];
    if (!allowed.has(level)) {
      for (const args of spy.mock.calls) problems.push(`console.${level}: ${format(...args)}`);
    }
    spy.mockClear();
  }
  if (problems.length > 0) {
    throw new Error(`Unexpected console output (use allowConsole() if it is expected):\n${problems.join('\n')}`);
  }
}

afterEach(checkConsole);
afterAll(checkConsole);

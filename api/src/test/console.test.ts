import { describe, expect, it, vi } from 'vitest';
import { allowConsole, unexpectedConsoleOutput } from './console';

// The guard's spies pass output through; these tests silence one call at a time
// so the run stays clean while the guard still records the call.
function quietly(level: 'error' | 'warn', ...args: unknown[]) {
  vi.mocked(console[level]).mockImplementationOnce(() => {});
  console[level](...args);
}

describe('console guard', () => {
  it('reports console.error and console.warn that the test did not allow', () => {
    quietly('error', 'database said %s', 'no');
    quietly('warn', 'deprecated');
    expect(unexpectedConsoleOutput()).toEqual(['console.error: database said no', 'console.warn: deprecated']);
  });

  it('lets through a level the test allowed, until the test ends', () => {
    allowConsole('warn');
    quietly('warn', 'expected');
    expect(unexpectedConsoleOutput()).toEqual([]);

    quietly('warn', 'again');
    expect(unexpectedConsoleOutput()).toEqual(['console.warn: again']);
  });
});

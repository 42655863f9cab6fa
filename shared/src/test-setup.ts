import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

type ConsoleMethod = 'error' | 'warn';

const guarded: ConsoleMethod[] = ['error', 'warn'];
const strictImplementations = new Map<ConsoleMethod, (...args: unknown[]) => never>();

// A stray console.error or console.warn usually means a real problem (a failed request,
// a React warning), so it fails the test. A test that expects one replaces the
// implementation: vi.spyOn(console, 'error').mockImplementation(() => {}).
beforeEach(() => {
  for (const method of guarded) {
    const strict = (...args: unknown[]): never => {
      throw new Error(`Unexpected console.${method}: ${format(...args)}`);
    };
    strictImplementations.set(method, strict);
    vi.spyOn(console, method).mockImplementation(strict);
  }
});

// Throwing inside console.error can be swallowed by a caller's try/catch, so the calls
// are checked again once the test has finished.
afterEach(() => {
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

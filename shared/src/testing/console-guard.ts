import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

type ConsoleMethod = 'error' | 'warn';

const guarded: ConsoleMethod[] = ['error', 'warn'];

/**
 * Makes a stray console.error or console.warn fail the test: it usually means a real
 * problem (a React warning, a failed request). A test that expects one replaces the
 * implementation: vi.spyOn(console, 'error').mockImplementation(() => {}).
 */
export function guardConsole(): void {
  const strictImplementations = new Map<ConsoleMethod, (...args: unknown[]) => never>();

  beforeEach(() => {
    for (const method of guarded) {
      const strict = (...args: unknown[]): never => {
        throw new Error(`Unexpected console.${method}: ${format(...args)}`);
      };
      strictImplementations.set(method, strict);
      vi.spyOn(console, method).mockImplementation(strict);
    }
  });

  // Throwing inside console.error can be swallowed by a caller's try/catch (React catches
  // errors in effects and boundaries), so the calls are checked again once the test is over.
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
}

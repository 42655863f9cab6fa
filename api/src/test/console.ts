import { format } from 'node:util';
import { type MockInstance, vi } from 'vitest';

type Level = 'error' | 'warn';

const levels: Level[] = ['error', 'warn'];
const allowed = new Set<Level>();
let spies: Record<Level, MockInstance> | undefined;

/**
 * Starts watching console.error and console.warn; output still reaches the terminal. Test files share
 * this module in a worker, so each file's setup watches again if a file before it restored the spies.
 */
export function installConsoleGuard(): void {
  if (spies && vi.isMockFunction(console.error) && vi.isMockFunction(console.warn)) return;
  spies = { error: vi.spyOn(console, 'error'), warn: vi.spyOn(console, 'warn') };
}

/** Lets the current test write to console.error or console.warn without failing. */
export function allowConsole(level: Level): void {
  allowed.add(level);
}

/** Output written since the last call that no test allowed; forgets both. */
export function unexpectedConsoleOutput(): string[] {
  const problems: string[] = [];
  for (const level of levels) {
    const spy = spies?.[level];
    if (!spy) continue;
    if (!allowed.has(level)) {
      for (const args of spy.mock.calls) problems.push(`console.${level}: ${format(...args)}`);
    }
    spy.mockClear();
  }
  allowed.clear();
  return problems;
}

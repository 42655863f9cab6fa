const allowed = new Set<'error' | 'warn'>();

/** Lets the current test write to console.error or console.warn without failing. */
export function allowConsole(level: 'error' | 'warn'): void {
  allowed.add(level);
}

/** Returns the levels allowed for the test that just ended and forgets them. */
export function consumeAllowedConsole(): Set<'error' | 'warn'> {
  const levels = new Set(allowed);
  allowed.clear();
  return levels;
}

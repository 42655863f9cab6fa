import { afterAll, afterEach } from 'vitest';
import { installConsoleGuard, unexpectedConsoleOutput } from './console';

// A stray console.error or console.warn usually means a swallowed failure, so it
// fails the test (or the file, when it happens in a hook) unless the test said
// it expects one with allowConsole().
installConsoleGuard();

function failOnConsoleOutput(): void {
  const problems = unexpectedConsoleOutput();
  if (problems.length > 0) {
    throw new Error(`Unexpected console output (call allowConsole() if it is expected):\n${problems.join('\n')}`);
  }
}

afterEach(failOnConsoleOutput);
afterAll(failOnConsoleOutput);

// `npm test` in e2e: the browser tests in two parts side by side, each against a shop of its own (its
// own ports and data folder), so the long route sweep runs beside the journeys instead of after them.
// Given arguments (a file, --grep), Playwright runs them alone on one shop, as `npx playwright test` does.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Playwright itself, not through npx: a stop signal then reaches the process that stops its shop.
const playwright = createRequire(import.meta.url).resolve('@playwright/test/cli');

/** The parts and how far each moves the shop's ports: the sweep's shop sits 300 above the journeys'. */
const PARTS = [
  { name: 'sweep', shift: 300 },
  { name: 'journeys', shift: 0 },
];

const base = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const args = process.argv.slice(2);

const children = new Set();
// Stopped (Ctrl-C, a timeout), each part is told to stop too, so Playwright stops the shop it started.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGINT');
  });
}

/** Runs Playwright for one part; resolves with its exit code, its lines prefixed with the part's name. */
function runPart(part) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwright, 'test', ...args], {
      env: { ...process.env, E2E_PART: part?.name ?? '', E2E_PORT_OFFSET: String(base + (part?.shift ?? 0)) },
      stdio: part ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    children.add(child);
    if (part) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) out.write(`[${part.name}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${part.name}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const codes = await Promise.all(args.length > 0 ? [runPart(undefined)] : PARTS.map(runPart));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;

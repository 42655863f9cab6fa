import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { appServer } from '../scripts/lib/app-servers.mjs';
import { apiUrl, portEnv, remotePort, workspaceRemotes } from './ports';
import { restartedFile } from './run-files';

function runFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? '', 'run/processes.json');
}

/** Stops one remote's server, as an outage of that team's deployment would. */
export async function stopRemote(name: string): Promise<void> {
  const pids = JSON.parse(readFileSync(runFile(), 'utf8')) as Record<string, number>;
  const pid = pids[name];
  if (!pid) throw new Error(`no process recorded for ${name}`);
  process.kill(pid, 'SIGTERM');
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${remotePort(name)}/mf-manifest.json`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
}

function isUp(name: string): Promise<boolean> {
  return fetch(`http://127.0.0.1:${remotePort(name)}/mf-manifest.json`).then(
    (response) => response.ok,
    () => false,
  );
}

/** Starts the remote's server again on its port; the global teardown stops it. */
export async function restartRemote(name: string): Promise<void> {
  const server = appServer(name, { ...process.env, ...portEnv(), DATA_DIR: process.env.E2E_DATA_DIR });
  const child = spawn(process.execPath, server.args, {
    env: server.env,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  appendFileSync(restartedFile(), `${child.pid}\n`);
  // A later test that stops this remote stops the process serving it now.
  const pids = JSON.parse(readFileSync(runFile(), 'utf8')) as Record<string, number>;
  writeFileSync(runFile(), JSON.stringify({ ...pids, [name]: child.pid }, null, 2));
  await expect.poll(() => isUp(name)).toBe(true);
}

/** Serves a remote's build on another port, as a candidate version would be. */
export async function startExtraRemoteServer(name: string, port: number): Promise<() => void> {
  const server = appServer(name, { ...process.env, ...portEnv() });
  const child = spawn(process.execPath, server.args, {
    env: { ...server.env, FILES_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  appendFileSync(restartedFile(), `${child.pid}\n`);
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then(
        (response) => response.ok,
        () => false,
      ),
    )
    .toBe(true);
  return () => child.kill('SIGTERM');
}

/** Restarts any remote a test left stopped. */
export async function ensureRemotesUp(): Promise<void> {
  for (const { name } of workspaceRemotes) if (!(await isUp(name))) await restartRemote(name);
}

/** Reads a development-only endpoint of the API under test. */
export async function apiGet<T>(pathname: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${apiUrl}${pathname}`);
  return { status: response.status, body: (await response.json()) as T };
}

/** The prefix of the console error a page writes for each violation of its content security policy. */
export const POLICY_VIOLATION = 'securitypolicyviolation';

/**
 * Runs in every page before its own scripts: each violation of the page's content security policy
 * becomes a console error, so `watchConsole` counts it beside the page's other problems.
 */
function reportPolicyViolations(prefix: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `${prefix}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/** Fails the test on any error the page logs or throws, unless the test expects it. */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    await page.addInitScript(reportPolicyViolations, POLICY_VIOLATION);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The toast region's messages. */
export function toast(page: Page, text: string) {
  return page.locator('[aria-live] [role="status"], [aria-live] [role="alert"]').filter({ hasText: text });
}

/**
 * Starts another shell (with its rendering server) on `port`, talking to the same API and reading
 * the same registry, with extra environment (a budget, an API address the default shell does not have).
 */
export async function startShellServer(port: number, env: Record<string, string>): Promise<() => void> {
  // A server left on the port by an interrupted run would answer instead of this one, with its own settings.
  const taken = await fetch(`http://127.0.0.1:${port}/remotes.json`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} already answers: stop what an earlier run left there`);
  const server = appServer('shell', {
    ...process.env,
    ...portEnv(),
    SHELL_PORT: String(port),
    // Its back office listens beside it, clear of the running shop's.
    BACKOFFICE_SITE_PORT: String(port + 50),
    ...env,
  });
  const child = spawn(process.execPath, server.args, {
    env: server.env,
    stdio: 'ignore',
    detached: true,
  });
  child.unref();
  appendFileSync(restartedFile(), `${child.pid}\n`);
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/remotes.json`).then(
        (response) => response.ok,
        () => false,
      ),
    )
    .toBe(true);
  return () => child.kill('SIGTERM');
}

/**
 * Collects console errors and warnings (hydration mismatches and content security policy violations
 * among them) and uncaught errors of a page. The browser's note of the page's own status (a 404 page
 * is meant to answer 404) is not one, nor its note of a call in `expectedFailures` (a signed-out back
 * office asking who is signed in, and told nobody).
 */
export function watchConsole(page: Page, { expectedFailures = [] }: { expectedFailures?: RegExp[] } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { url } = message.location();
    const expected =
      message.text().startsWith('Failed to load resource') && (url === page.url() || expectedFailures.some((pattern) => pattern.test(url)));
    if (!expected) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

// `npm start`: installs what is missing, builds every app, then runs the API, the workspace's
// remotes (found from its folders), the releases server and the shell on embedded defaults; each
// workspace build is registered with the live registry like any release. Ctrl+C stops them all.
// `npm run dev [-- <remote>…]` (`--dev`): the named remotes, or all of them, run their development
// server (`rspack serve`, hot reload) on their own port instead of their build.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appServer } from './lib/app-servers.mjs';
import { ensureOperatorToken, ensureRunTokens } from './lib/operator-token.mjs';
import { prefixedLines } from './lib/pretty-logs.mjs';
import { buildAll, ensureInstalled, pnpm, waitForUrl } from './lib/run.mjs';
import {
  apiPort,
  apps,
  backofficeOrigin,
  backofficePort,
  publicHost,
  releasesPort,
  remoteNames,
  repoRoot,
  runDir,
} from './lib/shop-config.mjs';
import { operatorClient, registerWorkspaceBuilds, workspaceBuilds } from './lib/workspace-releases.mjs';

const args = new Set(process.argv.slice(2));
const named = remoteNames.filter((name) => args.has(name));
const developed = args.has('--dev') ? (named.length > 0 ? named : remoteNames) : [];
const unknown = [...args].filter((arg) => !arg.startsWith('--') && !remoteNames.includes(arg));
if (unknown.length > 0) {
  console.error(`[start] unknown remote ${unknown.join(', ')}; expected one of ${remoteNames.join(', ')}`);
  process.exit(2);
}
if (!args.has('--no-install')) await ensureInstalled();
if (!args.has('--no-build')) await buildAll();

const children = [];
// The parts' names line up: the longest is a remote's or `releases`.
const NAME_WIDTH = Math.max(...['api', 'shell', 'releases', ...remoteNames].map((name) => name.length));
function launch(name, command, commandArgs, { env = {}, group = false } = {}) {
  // A development server runs under pnpm, which does not pass SIGTERM on to rspack: it gets a process
  // group of its own, stopped as a whole. The others stay in ours, so whoever kills our group (the
  // browser tests' runner) kills them too.
  const child = spawn(command, commandArgs, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: group && process.platform !== 'win32',
  });
  // Each part's output goes to the terminal, one readable line behind its name, and as written to its
  // own log in the run folder (`<name>.log`).
  mkdirSync(runDir, { recursive: true });
  const log = createWriteStream(path.join(runDir, `${name}.log`), { flags: 'a' });
  const pipe = (from, to) => {
    const print = prefixedLines(name, { width: NAME_WIDTH, colour: Boolean(to.isTTY) });
    from.on('data', (chunk) => {
      to.write(print(chunk));
      log.write(chunk);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[start] ${name} stopped (${signal ?? code})`);
  });
  children.push({ name, child, group: group && process.platform !== 'win32' });
  return child;
}

// The API seeds its database on a first start, which takes a while on a busy machine.
const STARTUP_TIMEOUT_MS = 180_000;

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const { child, group } of children) {
    try {
      if (group) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {} // already gone
  }
  setTimeout(() => process.exit(process.exitCode ?? 0), 3000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// The operator token guards the registry's changes (and `npm run ops` reads it from the data folder).
const operatorToken = ensureOperatorToken();
launch('api', process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
  // The release gate compares what a release needs with what this shell build provides.
  env: {
    // The local shop is a development shop: its journeys read codes and expire tokens through /api/dev.
    // The API refuses these beside a real mail server or database, so a deployment cannot inherit them.
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    DEV_ENDPOINTS: process.env.DEV_ENDPOINTS ?? 'on',
    PORT: String(apiPort),
    OPERATOR_TOKEN: operatorToken,
    // Staff calls are accepted from the back office's origin alone, and invitation links point there.
    BACKOFFICE_ORIGIN: backofficeOrigin,
    SHELL_SHARED_URL: pathToFileURL(path.join(apps.shell.dir, 'shared.json')).href,
  },
});
const serveApp = (name) => {
  const server = appServer(name);
  return launch(name, process.execPath, server.args, { env: server.env });
};
for (const name of remoteNames) {
  if (developed.includes(name)) {
    const [command, ...prefix] = pnpm();
    launch(name, command, [...prefix, '--filter', apps[name].packageName, 'dev'], { group: true });
  } else serveApp(name);
}
serveApp('releases');

/** Registers each workspace build with the registry, so the shell serves it (decision 025). */
async function registerBuilds() {
  const builds = workspaceBuilds({ names: remoteNames, apps, host: publicHost, developed });
  const done = await registerWorkspaceBuilds(operatorClient(`http://127.0.0.1:${apiPort}`, operatorToken), builds);
  for (const line of done) console.log(`[start] ${line}`);
}

// Tests stop and restart single remotes; they find them here.
function recordProcesses() {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(
    path.join(runDir, 'processes.json'),
    JSON.stringify(Object.fromEntries(children.map(({ name, child }) => [name, child.pid])), null, 2),
  );
}
recordProcesses();

// A shop that does not come up (a busy machine, a taken port) is stopped whole, never left half running.
try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, STARTUP_TIMEOUT_MS);
  // Scoped tokens, made with the admin token once the API answers: the rendering server reads its
  // `views` token before each report, and each remote's releases go out under `remote:<name>`.
  await ensureRunTokens(remoteNames);
  await Promise.all(remoteNames.map((name) => waitForUrl(`http://127.0.0.1:${apps[name].port}/mf-manifest.json`, STARTUP_TIMEOUT_MS)));
  await waitForUrl(`http://127.0.0.1:${releasesPort}/`, STARTUP_TIMEOUT_MS);
  // The shell starts once the registry holds the workspace's routes, so its first page is a real one.
  await registerBuilds();
  serveApp('shell');
  recordProcesses();
  await waitForUrl(`http://127.0.0.1:${apps.shell.port}/`, STARTUP_TIMEOUT_MS);
  await waitForUrl(`http://127.0.0.1:${backofficePort}/`, STARTUP_TIMEOUT_MS);
} catch (error) {
  console.error(`[start] ${error.message}: stopping everything`);
  process.exitCode = 1;
  stopAll();
  await new Promise(() => {});
}
console.log(`\n  Ujjwal Home Care is running: http://${publicHost}:${apps.shell.port}`);
console.log(`  Back office (staff sign-in): ${backofficeOrigin}\n`);
for (const name of developed)
  console.log(`  ${name}: development server with hot reload, its own page at http://${publicHost}:${apps[name].port}`);
if (developed.length > 0) console.log('');

// `npm run ops -- <command>`: the operator's commands for the remotes' rollouts, over the API's
// operator calls with the run's operator token. `npm run ops -- help` lists them.
import { readOperatorToken } from './lib/operator-token.mjs';
import { apiPort, apps, publicHost } from './lib/shop-config.mjs';

const usage = `Usage: npm run ops -- <command>
  list                                  each remote's stable and candidate release, figures of the last hour, history
  create <remote>                       a new team's remote, serving nothing until its first release is rolled out
  delete <remote>                       remove a remote and its releases: its routes answer 404 within seconds
  releases [remote]                     the registered releases
  register <remote> <release> <entry>   make a release available (npm run release does this)
  rollout <remote> <release> <percent>  send that share of shoppers to the release
  promote <remote>                      the candidate becomes the stable release
  rollback <remote>                     drop the candidate; everyone gets the stable release
  pin <remote> <candidate|stable>       the address a tester opens to see one version
  unpin <remote>                        the address that clears a tester's pin`;

const api = (process.env.OPS_API_URL ?? `http://127.0.0.1:${apiPort}`).replace(/\/+$/, '');
const shop = `http://${publicHost}:${apps.shell.port}`;

async function call(method, pathname, body) {
  const token = readOperatorToken();
  if (!token) throw new Error('no operator token: set OPERATOR_TOKEN, or start the shop once with npm start');
  const response = await fetch(`${api}/api/operator${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error) => {
    throw new Error(`the API at ${api} is not reachable (${error.cause?.code ?? error.message})`);
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(reply.message ?? `the API answered ${response.status}`);
  return reply;
}

const percent = (part, whole) => (whole === 0 ? '–' : `${((part * 100) / whole).toFixed(1)} %`);

function printOverview({ remotes, names, health, events, rollback }) {
  const totals = new Map();
  for (const row of health) {
    const key = `${row.remote} ${row.release}`;
    const sum = totals.get(key) ?? { views: 0, failures: 0 };
    totals.set(key, { views: sum.views + row.views, failures: sum.failures + row.loadFailures + row.renderErrors });
  }
  const figures = (remote, release) => {
    const sum = totals.get(`${remote} ${release}`) ?? { views: 0, failures: 0 };
    return `${sum.views} views, ${percent(sum.failures, sum.views)} failed`;
  };
  for (const name of names) {
    const remote = remotes[name] ?? {};
    console.log(`${name}`);
    console.log(`  stable     ${remote.release ? `${remote.release}  (${figures(name, remote.release)})` : 'none'}`);
    if (remote.candidate) {
      console.log(
        `  candidate  ${remote.candidate.release} at ${remote.candidate.percent} %  (${figures(name, remote.candidate.release)})`,
      );
    }
  }
  console.log(`\nAutomatic rollback: over ${rollback.failurePercent} % failed of at least ${rollback.minViews} views (last 10 minutes).`);
  console.log('\nHistory (newest first):');
  for (const event of events.slice(0, 10)) {
    const detail = Object.entries(event.detail ?? {})
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    console.log(`  ${event.createdAt}  ${event.remote} ${event.kind} ${event.release} ${detail}`);
  }
}

function pinUrl(remote, version) {
  return `${shop}/?mf-${remote}=${version}`;
}

const [command = 'help', ...args] = process.argv.slice(2);
const need = (count) => {
  if (args.length < count) throw new Error(`${command} needs ${count} argument(s)\n\n${usage}`);
};

try {
  switch (command) {
    case 'list':
    case 'status':
      printOverview((await call('GET', '/remotes')).data);
      break;
    case 'releases': {
      const { releases, remotes } = (await call('GET', '/remotes')).data;
      for (const row of releases.filter((release) => !args[0] || release.remote === args[0])) {
        const current = remotes[row.remote];
        const role = current?.release === row.release ? 'stable' : current?.candidate?.release === row.release ? 'candidate' : '';
        console.log(`${row.remote.padEnd(10)} ${row.release.padEnd(34)} ${role.padEnd(9)} ${row.entry}`);
      }
      break;
    }
    case 'create':
      need(1);
      console.log((await call('POST', '/remotes', { name: args[0] })).message);
      break;
    case 'delete':
      need(1);
      console.log((await call('DELETE', `/remotes/${encodeURIComponent(args[0])}`)).message);
      break;
    case 'register':
      need(3);
      console.log((await call('POST', `/remotes/${args[0]}/releases`, { release: args[1], entry: args[2] })).message);
      break;
    case 'rollout': {
      need(3);
      const share = Number(args[2]);
      if (!Number.isInteger(share) || share < 0 || share > 100)
        throw new Error(`percent must be a whole number from 0 to 100, got "${args[2]}"`);
      console.log((await call('POST', `/remotes/${args[0]}/rollout`, { release: args[1], percent: share })).message);
      break;
    }
    case 'promote':
      need(1);
      console.log((await call('POST', `/remotes/${args[0]}/promote`)).message);
      break;
    case 'rollback':
      need(1);
      console.log((await call('POST', `/remotes/${args[0]}/rollback`)).message);
      break;
    case 'pin':
      need(2);
      if (args[1] !== 'candidate' && args[1] !== 'stable') throw new Error('pin takes candidate or stable');
      console.log(`Open ${pinUrl(args[0], args[1])} in the tester's browser: it keeps that version until unpinned.`);
      break;
    case 'unpin':
      need(1);
      console.log(`Open ${pinUrl(args[0], 'auto')} in the tester's browser.`);
      break;
    default:
      console.log(usage);
      if (command !== 'help') process.exitCode = 2;
  }
} catch (error) {
  console.error(`ops: ${error.message}`);
  process.exitCode = 1;
}

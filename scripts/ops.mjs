// `npm run ops -- <command>`: the operator's commands for the remotes' rollouts, tokens and audit,
// over the API's operator calls. Each call goes with the most fitting token there is: OPS_TOKEN when
// set, else the run's token of the call's scope, else the run's admin token. `npm run ops -- help` lists them.

import path from 'node:path';
import { operatorCall as call } from './lib/operator-call.mjs';
import { releaseDigests } from './lib/release-files.mjs';
import { apps, publicHost, releasesDir } from './lib/shop-config.mjs';

const usage = `Usage: npm run ops -- <command>
  list                                  each remote's stable and candidate release, figures of the last hour, history
  create <remote>                       a new team's remote, serving nothing until its first release is rolled out
  delete <remote>                       remove a remote and its releases: its routes answer 404 within seconds
  releases [remote]                     the registered releases
  register <remote> <release> <entry> [<folder>]
                                        make a release available (npm run release does this), with the digests
                                        of its files from <folder> (default: the run's releases folder)
  rollout <remote> <release> <percent>  send that share of shoppers to the release
  promote <remote>                      the candidate becomes the stable release
  rollback <remote>                     drop the candidate; everyone gets the stable release
  errors <remote> [<release>]           the remote's commonest failures of the last hour, with their messages
  pin <remote> <candidate|stable>       the address a tester opens to see one version
  unpin <remote>                        the address that clears a tester's pin
  dev <remote> <manifest> [--minutes N] a signed address that points one browser's section at a development
                                        server's manifest (outside production, or with DEV_OVERRIDES=on);
                                        unpin clears it
  token create <name> <scope> [--days N] a token of scope admin, refunds, views or remote:<remote>; its secret is shown once
  token list                            every token: scope, creator, expiry, last use, revocation
  token revoke <name-or-id>             the token stops working at once
  audit [--limit N]                     the latest operator writes (default 20), newest first

Tokens: OPS_TOKEN=<secret> makes every call with that token (a team's remote:<name> token, say).`;

const shop = `http://${publicHost}:${apps.shell.port}`;

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

const day = (value) => (value ? value.slice(0, 16).replace('T', ' ') : '–');

function printTokens(tokens) {
  const state = (token) =>
    token.revokedAt ? `revoked ${day(token.revokedAt)}` : token.expiresAt && Date.parse(token.expiresAt) <= Date.now() ? 'expired' : 'live';
  console.log(
    `${'name'.padEnd(24)} ${'scope'.padEnd(20)} ${'state'.padEnd(24)} ${'expires'.padEnd(16)} ${'last used'.padEnd(16)} created by`,
  );
  for (const token of tokens) {
    console.log(
      `${token.name.padEnd(24)} ${token.scope.padEnd(20)} ${state(token).padEnd(24)} ${day(token.expiresAt).padEnd(16)} ${day(token.lastUsedAt).padEnd(16)} ${token.createdBy}  ${token.id}`,
    );
  }
}

function printAudit(rows) {
  const json = (value) => (value === null || value === undefined ? '–' : JSON.stringify(value));
  for (const row of rows) {
    console.log(`${row.at}  ${row.tokenName} (${row.address})  ${row.action} ${row.target}`);
    console.log(`    before ${json(row.before)}`);
    console.log(`    after  ${json(row.after)}`);
  }
}

/** The value after `--name`, or undefined. */
function option(name) {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}

function wholeNumber(text, what) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a whole number from 1, got "${text}"`);
  return value;
}

async function tokenCommand() {
  const days = option('days');
  const [action, ...rest] = args;
  switch (action) {
    case 'create': {
      const [name, scope] = rest;
      if (!name || !scope) throw new Error(`token create needs a name and a scope\n\n${usage}`);
      const body = { name, scope, ...(days === undefined ? {} : { expiresInDays: wholeNumber(days, '--days') }) };
      const { data } = await call('POST', '/tokens', body);
      console.log(`Token ${data.name} (${data.scope}${data.expiresAt ? `, expires ${day(data.expiresAt)}` : ''}), id ${data.id}.`);
      console.log('Its secret, shown this once; keep it where the caller reads it:');
      console.log(`\n  ${data.secret}\n`);
      break;
    }
    case 'list':
      printTokens((await call('GET', '/tokens')).data);
      break;
    case 'revoke':
      if (!rest[0]) throw new Error(`token revoke needs a name or an id\n\n${usage}`);
      console.log((await call('DELETE', `/tokens/${encodeURIComponent(rest[0])}`)).message);
      break;
    default:
      throw new Error(`token takes create, list or revoke\n\n${usage}`);
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
    case 'register': {
      need(3);
      const [remote, release, entry, folder = path.join(releasesDir, remote, release)] = args;
      // The digests come from the files as built: the registry checks the published ones against them.
      const integrity = releaseDigests(folder);
      console.log((await call('POST', `/remotes/${remote}/releases`, { release, entry, integrity }, `remote:${remote}`)).message);
      break;
    }
    case 'rollout': {
      need(3);
      const share = Number(args[2]);
      if (!Number.isInteger(share) || share < 0 || share > 100)
        throw new Error(`percent must be a whole number from 0 to 100, got "${args[2]}"`);
      console.log((await call('POST', `/remotes/${args[0]}/rollout`, { release: args[1], percent: share }, `remote:${args[0]}`)).message);
      break;
    }
    case 'promote':
      need(1);
      console.log((await call('POST', `/remotes/${args[0]}/promote`, undefined, `remote:${args[0]}`)).message);
      break;
    case 'rollback':
      need(1);
      console.log((await call('POST', `/remotes/${args[0]}/rollback`, undefined, `remote:${args[0]}`)).message);
      break;
    case 'token':
      await tokenCommand();
      break;
    case 'audit': {
      const limit = option('limit');
      printAudit((await call('GET', `/audit?limit=${limit === undefined ? 20 : wholeNumber(limit, '--limit')}`)).data);
      break;
    }
    case 'errors': {
      need(1);
      const query = args[1] ? `?release=${encodeURIComponent(args[1])}` : '';
      const { errors } = (await call('GET', `/remotes/${encodeURIComponent(args[0])}/errors${query}`, undefined, `remote:${args[0]}`)).data;
      if (errors.length === 0) console.log(`No failure of ${args[0]} in the last hour.`);
      for (const row of errors) {
        console.log(`${String(row.count).padStart(5)}  ${row.release}  ${row.kind}  ${row.message}`);
        if (row.stack)
          console.log(
            row.stack
              .split('\n')
              .slice(0, 3)
              .map((line) => `       ${line.trim()}`)
              .join('\n'),
          );
      }
      break;
    }
    case 'pin':
      need(2);
      if (args[1] !== 'candidate' && args[1] !== 'stable') throw new Error('pin takes candidate or stable');
      console.log(`Open ${pinUrl(args[0], args[1])} in the tester's browser: it keeps that version until unpinned.`);
      break;
    case 'dev': {
      const minutes = option('minutes');
      need(2);
      const body = { address: args[1], ...(minutes === undefined ? {} : { minutes: wholeNumber(minutes, '--minutes') }) };
      const { query, expiresAt } = (await call('POST', `/remotes/${args[0]}/dev-overrides`, body, `remote:${args[0]}`)).data;
      console.log(`Open ${shop}/?${query} in your browser: ${args[0]} comes from ${args[1]} there until ${expiresAt}.`);
      break;
    }
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

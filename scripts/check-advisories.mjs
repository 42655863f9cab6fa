// Fails when pnpm-lock.yaml holds a package version inside a high or critical advisory of
// scripts/advisories.json. Offline on purpose: the registry's audit endpoint does not always
// answer, and CI must fail the same either way. scripts/refresh-advisories.mjs updates the list.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BLOCKING = new Set(['high', 'critical']);

const parts = (version) => version.split(/[-+]/)[0].split('.').map(Number);
function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** Whether `version` is in `range`: comparators such as "<9.1.1" or ">=2.0.0 <2.3.4", all must hold; "||" between alternatives. */
export function inRange(version, range) {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => {
        const [, op, bound] = /^(<=|>=|<|>|=)?(\d[\w.+-]*)$/.exec(comparator) ?? [];
        if (!bound) throw new Error(`cannot read the range "${range}"`);
        const order = compare(version, bound);
        return { '<': order < 0, '<=': order <= 0, '>': order > 0, '>=': order >= 0, '=': order === 0, undefined: order === 0 }[op];
      }),
  );
}

/** Every package@version the lockfile installs, from its packages section. */
export function lockedVersions(lockfile) {
  const found = [];
  let inPackages = false;
  for (const line of lockfile.split('\n')) {
    if (/^\S/.test(line)) inPackages = line.startsWith('packages:');
    const match = inPackages && /^ {2}'?((?:@[^@/\s]+\/)?[^@\s']+)@(\d[^(':\s]*)/.exec(line);
    if (match) found.push({ name: match[1], version: match[2] });
  }
  return found;
}

/** The problems: one line per installed version inside a blocking advisory. */
export function findProblems(lockfile, advisories) {
  const problems = [];
  for (const { name, version } of lockedVersions(lockfile))
    for (const advisory of advisories)
      if (advisory.package === name && BLOCKING.has(advisory.severity) && inRange(version, advisory.vulnerable))
        problems.push(
          `${name}@${version} is inside a ${advisory.severity} advisory (${advisory.vulnerable}): ${advisory.id} ${advisory.url}`,
        );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lockfile = readFileSync(`${root}pnpm-lock.yaml`, 'utf8');
  const advisories = JSON.parse(readFileSync(`${root}scripts/advisories.json`, 'utf8'));
  const problems = findProblems(lockfile, advisories);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(`no installed version is inside one of ${advisories.length} known high-severity advisories`);
}

// Refreshes scripts/advisories.json from the npm registry's bulk advisory endpoint for the
// packages pnpm-lock.yaml installs, when the network allows; entries kept by hand stay unless
// the registry names the same advisory. Run by hand: node scripts/refresh-advisories.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lockedVersions } from './check-advisories.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = `${root}scripts/advisories.json`;
const installed = {};
for (const { name, version } of lockedVersions(readFileSync(`${root}pnpm-lock.yaml`, 'utf8'))) {
  installed[name] ??= [];
  installed[name].push(version);
}

const response = await fetch('https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(installed),
});
if (!response.ok) {
  console.error(`the registry answered ${response.status}; ${file} is unchanged`);
  process.exit(1);
}
const kept = JSON.parse(readFileSync(file, 'utf8'));
const fetched = Object.entries(await response.json()).flatMap(([pkg, found]) =>
  found
    .filter((advisory) => advisory.severity === 'high' || advisory.severity === 'critical')
    .map((advisory) => ({
      package: pkg,
      vulnerable: advisory.vulnerable_versions,
      severity: advisory.severity,
      id: String(advisory.id),
      url: advisory.url,
    })),
);
const urls = new Set(fetched.map((advisory) => advisory.url));
writeFileSync(file, `${JSON.stringify([...kept.filter((advisory) => !urls.has(advisory.url)), ...fetched], null, 2)}\n`);
console.log(`${fetched.length} high or critical advisories from the registry, ${kept.length} before`);

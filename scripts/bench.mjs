// `npm run bench`: build time of every app, gzip JS per file on the first view
// of `/`, and the Lighthouse mobile performance score of `/` (offline).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAll, ensureInstalled, waitForUrl } from './lib/run.mjs';
import { repoRoot } from './lib/shop-config.mjs';

const ports = {
  SHELL_PORT: '3200',
  CATALOG_PORT: '3201',
  ACCOUNT_PORT: '3202',
  CHECKOUT_PORT: '3203',
  INQUIRIES_PORT: '3204',
  API_PORT: '4200',
};
const url = `http://localhost:${ports.SHELL_PORT}/`;
const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// Names the shell's chunks after the shared modules its manifest says they hold.
function chunkLabels() {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'shell/dist/mf-manifest.json'), 'utf8'));
  const labels = new Map();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      labels.set(file, labels.has(file) ? `${labels.get(file)}, ${shared.name}` : shared.name);
    }
  }
  for (const file of readdirSync(path.join(repoRoot, 'shell/dist')))
    if (file.startsWith('main.')) labels.set(file, 'shell (entry, router, frame, federation runtime)');
  return labels;
}

await ensureInstalled();
const buildStart = Date.now();
await buildAll();
const buildSeconds = (Date.now() - buildStart) / 1000;

const shop = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--no-install', '--no-build'], {
  env: { ...process.env, ...ports, DATA_DIR: path.join(repoRoot, '.bench/data'), LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  await waitForUrl(`${url}remotes.json`, 120_000);
  await waitForUrl(`http://127.0.0.1:${ports.API_PORT}/api/health`, 120_000);

  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromeFlags.slice(1) });
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const response = await request.response();
    scripts.push({
      url: request.url(),
      bytes: sizes.responseBodySize,
      encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'none',
    });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();

  const labels = chunkLabels();
  console.log(`\nBuild of all apps: ${buildSeconds.toFixed(1)} s`);
  console.log(`\nJS on the first view of / (bytes on the wire):`);
  let total = 0;
  for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
    total += script.bytes;
    const file = new URL(script.url).pathname.slice(1);
    console.log(
      `  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.encoding.padEnd(5)} ${file.padEnd(24)} ${labels.get(file) ?? ''}`,
    );
  }
  console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total in ${scripts.length} files`);

  // Home, the listing and one product page: the three views a shopper meets first.
  const listed = await (await fetch(`${url}api/v1/product?p=0&l=1`)).json();
  const pages = ['', 'shop', `product/${listed.data?.[0]?._id ?? 'missing'}`];
  for (const pagePath of pages) {
    const lighthouse = spawnSync(
      'npx',
      [
        '--yes',
        'lighthouse@12.2.3',
        `${url}${pagePath}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromiumPath ?? process.env.CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    if (lighthouse.status !== 0) {
      console.log(`\nLighthouse could not run on /${pagePath}: ${lighthouse.stderr.slice(-500)}`);
      continue;
    }
    const report = JSON.parse(lighthouse.stdout);
    const audits = report.audits;
    console.log(`\nLighthouse 12 mobile performance of /${pagePath}: ${Math.round(report.categories.performance.score * 100)}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${audits[id].title}: ${audits[id].displayValue}`);
    }
  }
} finally {
  shop.kill('SIGTERM');
}

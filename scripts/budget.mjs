// `npm run budget`: the byte budgets of the first view, fast enough for every CI run. Starts the
// built shop (SSR on), loads `/`, `/shop` and a product page in Chromium with an empty cache and
// prints the HTML (brotli, with its headers), JS, CSS and fonts each downloads; exits non-zero
// when any of them is over its budget (`npm test` stops there, so CI fails).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { budgets, budgetTable } from './bench/figures.mjs';
import { describeScripts, launchChromium, measureFirstView } from './bench/first-view.mjs';
import { pageOnTheWire } from './bench/page-on-the-wire.mjs';
import { firstProduct, sitePorts, startSite } from './bench/site.mjs';
import { apps, repoRoot } from './lib/shop-config.mjs';

const built = [path.join(repoRoot, 'api/dist/server.js'), path.join(apps.shell.dir, 'server/server.cjs')].concat(
  Object.values(apps).map((app) => path.join(app.dir, 'mf-manifest.json')),
);
const missing = built.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`The shop is not built (${path.relative(repoRoot, missing[0])} is missing): run \`npm run build\` first.`);
  process.exit(1);
}

const site = await startSite({ name: 'budget', ports: sitePorts(3215, 4215), ssr: true, dataDir: path.join(repoRoot, '.bench', 'budget') });
let missed = [];
try {
  const product = await firstProduct(site);
  const pages = [
    { name: '/', path: '/', detailed: true },
    { name: '/shop', path: '/shop' },
    { name: '/product/:id', path: product.path, detailed: true },
  ];
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const page of pages) {
      const view = await measureFirstView(browser, `${site.origin}${page.path}`, site.label, { acceptEncoding: 'gzip, deflate' });
      if (page.detailed)
        console.log(
          `JS on the first view of ${page.name} (SSR on, bytes on the wire to a browser taking gzip):\n${describeScripts(view)}\n`,
        );
      const html = await pageOnTheWire(`${site.origin}${page.path}`);
      rows.push(
        {
          name: `First view ${page.name}: HTML (br + headers)`,
          values: [html.status === 200 && html.encoding === 'br' ? html.bytes : undefined],
          unit: 'bytes',
          budget: budgets.firstRoundTripBytes,
        },
        {
          name: `First view ${page.name}: JS (gzip)`,
          values: [view.scriptBytes],
          unit: 'bytes',
          budget: budgets.firstViewBytes,
        },
        {
          name: `First view ${page.name}: JS files`,
          values: [view.scripts.length],
          unit: 'count',
          budget: budgets.firstViewFiles,
        },
        {
          name: `First view ${page.name}: CSS (gzip)`,
          values: [view.styleBytes],
          unit: 'bytes',
          budget: budgets.firstViewStyleBytes,
        },
        {
          name: `First view ${page.name}: fonts`,
          values: [view.fontBytes],
          unit: 'bytes',
          budget: budgets.firstViewFontBytes,
        },
      );
    }
  } finally {
    await browser.close();
  }
  const table = budgetTable(rows, ['SSR on']);
  missed = table.missed;
  console.log(table.text);
  if (missed.length) console.log(`\nOver budget: ${missed.map((row) => row.name).join('; ')}`);
} finally {
  await site.stop();
}
process.exitCode = missed.length ? 1 : 0;

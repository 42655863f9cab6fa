// `npm run bench`: builds once, starts the shop twice from that build — rendered on the server
// (SSR on) and client-only (SSR=off) — and measures both, interleaved so machine noise hits
// both alike: Lighthouse mobile (median of 3), the first view's JS, the requests the largest
// paint waited for, the rendering server's time to first byte at 50 requests/s, guests' pages
// at 50 connections against a static file of the same server, its CPU per page rendered and kept,
// and how soon a page shows a change.
// Prints one table; exits non-zero when SSR on misses a budget (SSR off is for comparison).
import path from 'node:path';
import { measureChangeVisible } from './bench/change-visible.mjs';
import { cpuPerPage } from './bench/cpu-per-page.mjs';
import { budgets, budgetTable, median } from './bench/figures.mjs';
import { describeChain, describeScripts, launchChromium, measureFirstView } from './bench/first-view.mjs';
import { runLighthouse } from './bench/lighthouse.mjs';
import { firstProduct, sitePorts, startSite } from './bench/site.mjs';
import { measureThroughput } from './bench/throughput.mjs';
import { measureTtfb } from './bench/ttfb.mjs';
import { buildAll, ensureInstalled } from './lib/run.mjs';
import { repoRoot } from './lib/shop-config.mjs';

const LIGHTHOUSE_RUNS = 3;
const TTFB_RATE = 50;
// A product page opened from a campaign link, with the tracking parameters a mail or an ad adds.
const CAMPAIGN_LINK = 'campaign link';

await ensureInstalled();
const buildStart = Date.now();
await buildAll();
const buildSeconds = (Date.now() - buildStart) / 1000;

const modes = [
  { key: 'on', title: 'SSR on', ssr: true, ports: sitePorts(3200, 4200) },
  { key: 'off', title: 'SSR off', ssr: false, ports: sitePorts(3210, 4210) },
];
const started = await Promise.allSettled(
  modes.map((mode) =>
    startSite({ name: `SSR ${mode.key}`, ports: mode.ports, ssr: mode.ssr, dataDir: path.join(repoRoot, '.bench', `ssr-${mode.key}`) }),
  ),
);
const sites = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
const stopSites = () => Promise.all(sites.map((site) => site.stop()));
process.on('SIGINT', () => stopSites().then(() => process.exit(130)));
const failedStart = started.find((result) => result.status === 'rejected');
if (failedStart) {
  await stopSites();
  throw failedStart.reason;
}

let missed = [];
try {
  const site = { on: sites[0], off: sites[1] };
  const products = { on: await firstProduct(site.on), off: await firstProduct(site.off) };
  if (products.on.name !== products.off.name)
    console.warn(`[bench] the two sites list different first products: ${products.on.name} / ${products.off.name}`);
  const pages = [
    { name: '/', path: { on: '/', off: '/' } },
    { name: '/shop', path: { on: '/shop', off: '/shop' } },
    { name: '/product/:id', path: { on: products.on.path, off: products.off.path } },
  ];
  const urlOf = (page, key) => `${site[key].origin}${page.path[key]}`;

  // Each server loads remote code and fills its caches on its first requests: not what is measured.
  for (const page of pages) for (const { key } of modes) for (let i = 0; i < 3; i += 1) await (await fetch(urlOf(page, key))).arrayBuffer();

  console.log('\n[bench] first views (Chromium, empty cache, mobile screen)');
  const views = {};
  const browser = await launchChromium();
  try {
    for (const page of pages) {
      for (const { key, title } of modes) {
        const view = await measureFirstView(browser, urlOf(page, key), site[key].label);
        views[`${page.name} ${key}`] = view;
        console.log(
          `  ${page.name.padEnd(13)} ${title.padEnd(8)} ${(view.scriptBytes / 1024).toFixed(1)} KB JS in ${view.scripts.length} files`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\n[bench] Lighthouse 12 mobile, ${LIGHTHOUSE_RUNS} runs per page and mode`);
  const lighthouse = {};
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
    for (const page of pages) {
      for (const { key, title } of modes) {
        const result = await runLighthouse(urlOf(page, key));
        lighthouse[`${page.name} ${key}`] = [...(lighthouse[`${page.name} ${key}`] ?? []), result];
        const summary = result.error
          ? `failed: ${result.error}`
          : `${result.score} (FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)})`;
        console.log(`  run ${run}  ${page.name.padEnd(13)} ${title.padEnd(8)} ${summary}`);
      }
    }
  }

  console.log(`\n[bench] time to first byte at ${TTFB_RATE} requests/s (autocannon, 10 s each)`);
  const ttfb = {};
  for (const page of [pages[0], pages[2]]) {
    for (const { key, title } of modes) {
      const result = await measureTtfb(urlOf(page, key), { rate: TTFB_RATE });
      ttfb[`${page.name} ${key}`] = result;
      console.log(
        `  ${page.name.padEnd(13)} ${title.padEnd(8)} first byte p50 ${result.p50?.toFixed(1)} ms, p99 ${result.p99?.toFixed(1)} ms; ` +
          `last byte p50 ${result.lastByteP50} ms, p99 ${result.lastByteP99} ms; ${result.requests} requests` +
          (result.failures ? `, ${result.failures} failed (figure void)` : ''),
      );
    }
  }

  const staticFile = (await (await fetch(`${site.on.origin}/`)).text()).match(/href="\/(main\.[0-9a-f]+\.css)"/)?.[1];
  console.log(`\n[bench] guests' pages and a static file (${staticFile}) at 50 connections, SSR on, 3 interleaved rounds of 4 s`);
  const throughput = await measureThroughput([
    { name: 'static', url: `${site.on.origin}/${staticFile}` },
    ...pages.map((page) => ({ name: page.name, url: urlOf(page, 'on') })),
    // A sale's traffic arrives through campaign links: they must be as cheap as the plain address.
    { name: CAMPAIGN_LINK, url: `${urlOf(pages[2], 'on')}?utm_source=whatsapp&utm_campaign=sale` },
  ]);
  for (const [name, figure] of Object.entries(throughput))
    console.log(
      `  ${name.padEnd(13)} ${Math.round(figure.perSecond)}/s, p99 ${figure.p99} ms${figure.failures ? `, ${figure.failures} failed (figure void)` : ''}`,
    );

  // A query parameter of no meaning to the shop makes a page one of a kind: rendered, never kept.
  console.log("\n[bench] the rendering server's CPU per page, 200 requests one after another, SSR on: rendered, and kept");
  const shellProcess = site.on.processId('shell');
  const cpu = {};
  for (const page of pages) {
    const url = urlOf(page, 'on');
    cpu[page.name] = { rendered: await cpuPerPage(shellProcess, `${url}?bench=rendered`), kept: await cpuPerPage(shellProcess, url) };
    console.log(`  ${page.name.padEnd(13)} rendered ${cpu[page.name].rendered.toFixed(1)} ms, kept ${cpu[page.name].kept.toFixed(1)} ms`);
  }

  console.log('\n[bench] a product renamed by staff, read as a guest every 50 ms until its page shows the new name, SSR on');
  const change = await measureChangeVisible({
    shopOrigin: site.on.origin,
    apiOrigin: site.on.apiOrigin,
    backofficeOrigin: site.on.backofficeOrigin,
    productPath: products.on.path,
  });
  console.log(
    `  shown after ${change.ms ?? 'more than 60000'} ms (the page was ${change.keptBefore ? '' : 'not '}kept by the rendering server before the change)`,
  );

  for (const { key, title } of modes)
    console.log(`\nJS on the first view of / with ${title} (bytes on the wire):\n${describeScripts(views[`/ ${key}`])}`);
  for (const page of pages)
    for (const { key, title } of modes)
      console.log(`\nLargest contentful paint of ${page.name} with ${title}:\n${describeChain(views[`${page.name} ${key}`])}`);

  const both = (figure) => modes.map(({ key }) => figure(key));
  const lighthouseMedian = (page, metric) => both((key) => median(lighthouse[`${page.name} ${key}`].map((result) => result[metric])));
  const rows = [];
  for (const page of pages) {
    rows.push(
      { name: `Lighthouse mobile score ${page.name}`, values: lighthouseMedian(page, 'score'), unit: 'score', budget: budgets.score },
      { name: `  FCP ${page.name}`, values: lighthouseMedian(page, 'fcp'), unit: 'ms' },
      { name: `  LCP ${page.name}`, values: lighthouseMedian(page, 'lcp'), unit: 'ms', budget: budgets.lcp },
      { name: `  TBT ${page.name}`, values: lighthouseMedian(page, 'tbt'), unit: 'ms', budget: budgets.tbt },
      { name: `  CLS ${page.name}`, values: lighthouseMedian(page, 'cls'), unit: 'cls', budget: budgets.cls },
    );
  }
  for (const page of pages) {
    // The issue budgets the first view of `/`; the other pages are printed beside it.
    const judged = page.name === '/';
    const view = (key) => views[`${page.name} ${key}`];
    rows.push(
      {
        name: `First view ${page.name}: JS (on the wire)`,
        values: both((key) => view(key).scriptBytes),
        unit: 'bytes',
        budget: judged ? budgets.firstViewBytes : undefined,
      },
      {
        name: `First view ${page.name}: JS files`,
        values: both((key) => view(key).scripts.length),
        unit: 'count',
        budget: judged ? budgets.firstViewFiles : undefined,
      },
      {
        name: `Dependent requests before LCP ${page.name}`,
        values: both((key) => (view(key).lcp ? view(key).chain.length : undefined)),
        unit: 'count',
        budget: judged ? budgets.dependentRequests : undefined,
      },
    );
  }
  for (const page of [pages[0], pages[2]]) {
    const result = (key) => ttfb[`${page.name} ${key}`];
    const valid = (key, figure) => (result(key).failures ? undefined : result(key)[figure]);
    rows.push(
      { name: `TTFB p50 ${page.name} at ${TTFB_RATE}/s`, values: both((key) => valid(key, 'p50')), unit: 'ms', budget: budgets.ttfbP50 },
      { name: `TTFB p99 ${page.name} at ${TTFB_RATE}/s`, values: both((key) => valid(key, 'p99')), unit: 'ms', budget: budgets.ttfbP99 },
    );
  }

  const judgedThroughput = (name, figure) => (throughput[name].failures ? undefined : figure(throughput[name]));
  for (const page of [...pages, { name: CAMPAIGN_LINK }]) {
    rows.push(
      {
        name: `${page.name} at 50 connections: share of a static file`,
        values: [judgedThroughput(page.name, (figure) => (100 * figure.perSecond) / throughput.static.perSecond), undefined],
        unit: '%',
        budget: budgets.pageShareOfStatic,
      },
      {
        name: `  p99 ${page.name} at 50 connections`,
        values: [judgedThroughput(page.name, (figure) => figure.p99), undefined],
        unit: 'ms',
        budget: budgets.pageP99,
      },
    );
  }

  for (const page of pages) {
    rows.push(
      { name: `CPU per page ${page.name}: rendered`, values: [cpu[page.name].rendered, undefined], unit: 'ms' },
      { name: `CPU per page ${page.name}: kept`, values: [cpu[page.name].kept, undefined], unit: 'ms' },
    );
  }

  rows.push({
    name: 'A product renamed by staff, shown to guests after',
    values: [change.ms, undefined],
    unit: 'ms',
    budget: budgets.changeVisible,
  });

  const table = budgetTable(
    rows,
    modes.map((mode) => mode.title),
  );
  missed = table.missed;
  console.log(`\nBuild of all apps: ${buildSeconds.toFixed(1)} s. Product page: ${products.on.name}.\n`);
  console.log(table.text);
  console.log(
    missed.length
      ? `\n${missed.length} budget${missed.length === 1 ? '' : 's'} missed with SSR on: ${missed.map((row) => row.name.trim()).join('; ')}`
      : '\nEvery budget met with SSR on.',
  );
} finally {
  await stopSites();
}
process.exitCode = missed.length ? 1 : 0;

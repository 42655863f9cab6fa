// The load run from start to end: a database, the shop, the sale's setup, the shoppers, the table of
// figures and the bookkeeping checks; everything it started is stopped however it ends.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../../lib/run.mjs';
import { checkCoupon, checkOrders, checkServerErrors, checkStock, formatChecks } from './checks.mjs';
import * as database from './database.mjs';
import { startHealthProbe } from './health-probe.mjs';
import { runJourney, STEPS } from './journey.mjs';
import { postgresCluster } from './postgres-cluster.mjs';
import { killStarted } from './processes.mjs';
import { checkBuilt, startShop } from './shop.mjs';
import { shopperClient } from './shopper-client.mjs';
import { shopperPlan } from './shopper-plan.mjs';
import { formatTable, summarize } from './stats.mjs';

const log = (line) => console.log(`[load] ${line}`);

/** Regular products beside the hot ones: enough for the shoppers' second items and searches. */
const REGULAR_PRODUCTS = 12;

/** How long the doors take to open: shoppers arrive over it, not all in the same millisecond. */
const RAMP_UP_MS = 5000;

/**
 * Runs `count` shoppers, `concurrency` at a time, each through `journey(index)`, while `open()`
 * says so; prints progress.
 */
async function runShoppers(count, concurrency, journey, open) {
  let next = 0;
  let done = 0;
  const progress = setInterval(() => log(`${done} of ${count} shoppers done`), 10_000);
  const worker = async (_, slot) => {
    await new Promise((resolve) => setTimeout(resolve, (slot * RAMP_UP_MS) / concurrency));
    while (next < count && open()) {
      const index = next++;
      await journey(index);
      done += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    clearInterval(progress);
  }
}

/** How many journeys ended each way, most first. */
function tally(endings) {
  const counts = new Map();
  for (const ending of endings) counts.set(ending, (counts.get(ending) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** Runs the sale; answers the exit code (1 when a check fails). */
export async function runLoad(settings, dataDir) {
  try {
    checkBuilt();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const handles = [];
  let cluster;
  let sql;
  let balancer;
  let stopping;
  let failed = false;
  const stop = () => {
    stopping ??= (async () => {
      await balancer?.close();
      for (const handle of handles.reverse()) await handle.stop();
      await sql?.end({ timeout: 5 });
      cluster?.remove();
      // A run that failed keeps its servers' logs.
      if (failed) log(`the servers' logs are in ${path.join(dataDir, 'logs')}`);
      else rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  // Ctrl+C or a kill stops everything first; a crash still kills the servers and removes the cluster.
  let interrupted = false;
  const interrupt = (signal) => {
    interrupted = true;
    log(`${signal}: stopping everything`);
    stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  process.once('exit', () => {
    killStarted();
    cluster?.remove();
  });

  try {
    let databaseUrl = settings.databaseUrl;
    if (!databaseUrl) {
      cluster = postgresCluster({ port: settings.postgresPort });
      databaseUrl = cluster.url;
      log(`throwaway PostgreSQL on port ${settings.postgresPort}`);
    }
    sql = database.connect(databaseUrl);
    const tag = Date.now().toString(36);
    let sale;
    let shoppers;
    let couponCode;
    let stockBefore;
    let couponBefore;
    const prepare = async () => {
      sale = await database.stockTheSale(sql, {
        hot: settings.hotProducts,
        hotStock: settings.hotStock,
        regular: REGULAR_PRODUCTS,
        shoppers: settings.shoppers,
      });
      couponCode = await database.createSaleCoupon(sql, { tag, limit: settings.couponLimit });
      shoppers = await database.createShoppers(sql, { count: settings.shoppers, tag });
      stockBefore = await database.stockLevels(sql);
      couponBefore = await database.couponUses(sql, couponCode);
      log(
        `sale ready: ${shoppers.length} shoppers, ${sale.hot.length} hot products with ${settings.hotStock} units each, coupon ${couponCode} for ${settings.couponLimit} orders`,
      );
    };
    log('starting two APIs, the remotes, two shell servers and the balancer');
    const shop = await startShop({ ports: settings.ports, databaseUrl, dataDir, logDir: path.join(dataDir, 'logs'), prepare, handles });
    balancer = shop.balancer;

    // The servers have rendered each kind of page once before the doors open.
    for (const pathname of ['/', `/product/${sale.hot[0].id}`, '/', `/product/${sale.regular[0].id}`]) {
      await waitForUrl(`${shop.origin}${pathname}`, 60_000);
    }

    log(`${settings.shoppers} shoppers, ${settings.concurrency} at a time, through ${shop.origin}`);
    const records = [];
    const outcome = { told: [], unknown: [] };
    const endings = [];
    const probe = startHealthProbe(
      settings.ports.apis.map((port, index) => ({ name: `api-${'ab'[index]}`, origin: `http://127.0.0.1:${port}` })),
      { activity: () => database.sessionActivity(sql) },
    );
    const started = performance.now();
    await runShoppers(
      settings.shoppers,
      settings.concurrency,
      async (index) => {
        const client = shopperClient({ port: settings.ports.balancer, index });
        try {
          endings.push(
            await runJourney({
              client,
              shopper: shoppers[index],
              plan: shopperPlan(index, sale),
              password: database.SHOPPER_PASSWORD,
              couponCode,
              record: (entry) => records.push(entry),
              outcome,
            }),
          );
        } finally {
          client.close();
        }
      },
      () => !interrupted,
    );
    const seconds = (performance.now() - started) / 1000;
    const health = await probe.stop();
    // Stopped halfway: the figures and the books would describe servers that were being stopped.
    if (interrupted) return 130;

    console.log(
      `\n${settings.shoppers} shoppers in ${seconds.toFixed(1)} s (${(records.length / seconds).toFixed(1)} requests/s in all):\n`,
    );
    console.log(formatTable(summarize(records, STEPS, seconds)));
    console.log(
      `\nJourneys: ${tally(endings)
        .map(([ending, count]) => `${ending} ${count}`)
        .join(', ')}`,
    );
    console.log(
      `Balancer: ${Object.entries(balancer.stats.served)
        .map(([port, count]) => `shell on ${port} ${count}`)
        .join(', ')}; ${balancer.stats.retried} GETs sent again after a dropped connection, ${balancer.stats.failed} without a server` +
        (balancer.stats.failed
          ? ` (${Object.entries(balancer.stats.errors)
              .map(([error, count]) => `${error} ${count}`)
              .join(', ')})`
          : ''),
    );

    for (const api of health.apis) {
      console.log(
        `${api.name} /api/health straight: p50 ${api.p50.toFixed(0)} ms, p99 ${api.p99.toFixed(0)} ms, slowest ${api.max.toFixed(0)} ms${api.failed ? `, ${api.failed} failed` : ''}`,
      );
    }
    console.log(
      `PostgreSQL, most seen at once (sampled as often): ${health.database.active} statements running, ${health.database.waiting} waiting for a lock, ` +
        `${health.database.inTransaction} transactions open between statements`,
    );

    const stored = await database.saleRecords(sql, { shopperIds: shoppers.map((shopper) => shopper.id), couponCode });
    const couponAfter = await database.couponUses(sql, couponCode);
    const checks = [
      checkOrders({ told: outcome.told, unknown: outcome.unknown, rows: stored.orders }),
      checkStock({ before: stockBefore, after: await database.stockLevels(sql), sold: stored.sold }),
      checkCoupon({
        code: couponCode,
        usedBefore: couponBefore.used,
        usedAfter: couponAfter.used,
        limit: couponAfter.limit,
        ordersWithCoupon: stored.ordersWithCoupon,
      }),
      checkServerErrors(records.filter((record) => record.status >= 500).length),
    ];
    console.log(`\nChecks in the database:\n${formatChecks(checks)}\n`);
    failed = !checks.every((check) => check.pass);
    return failed ? 1 : 0;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await stop();
  }
}

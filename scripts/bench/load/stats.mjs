// Figures of a load run: latency percentiles and, per step of the sale, counts, rate and refusals.

/** The value below which `percent` % of the sorted values lie (nearest rank); 0 for no values. */
export function percentile(sorted, percent) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * One row per step, in the order given: how many calls, calls per second over the run's `seconds`,
 * p50/p95/p99 in ms, the 4xx and the 5xx answers by status, and the calls that got no answer.
 * `records`: `{ step, status, ms }`, status 0 for a call without an answer.
 */
export function summarize(records, steps, seconds) {
  return steps.map((step) => {
    const own = records.filter((record) => record.step === step);
    const sorted = own.map((record) => record.ms).sort((a, b) => a - b);
    const clientErrors = {};
    const serverErrors = {};
    for (const { status } of own) {
      if (status >= 400 && status < 500) clientErrors[status] = (clientErrors[status] ?? 0) + 1;
      if (status >= 500) serverErrors[status] = (serverErrors[status] ?? 0) + 1;
    }
    return {
      step,
      count: own.length,
      perSecond: seconds > 0 ? own.length / seconds : 0,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      clientErrors,
      serverErrors,
      noAnswer: own.filter(({ status }) => status === 0).length,
    };
  });
}

const column = (value, width) => String(value).padStart(width);

/** `{ 409: 3, 429: 1 }` as `409×3 429×1`, or `-`. */
const byStatus = (counts) =>
  Object.entries(counts)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '-';

/** The summary as a text table. */
export function formatTable(rows) {
  const head = `${'step'.padEnd(12)}${column('count', 7)}${column('req/s', 8)}${column('p50 ms', 9)}${column('p95 ms', 9)}${column('p99 ms', 9)}  ${'4xx'.padEnd(26)}${'5xx'.padEnd(14)}${column('no answer', 9)}`;
  const lines = rows.map(
    (row) =>
      `${row.step.padEnd(12)}${column(row.count, 7)}${column(row.perSecond.toFixed(1), 8)}` +
      `${column(row.p50.toFixed(0), 9)}${column(row.p95.toFixed(0), 9)}${column(row.p99.toFixed(0), 9)}  ` +
      `${byStatus(row.clientErrors).padEnd(26)}${byStatus(row.serverErrors).padEnd(14)}${column(row.noAnswer, 9)}`,
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

// The bench's arithmetic and its printed verdict: medians, percentiles, budgets, the table.

const finite = (values) => values.filter((value) => typeof value === 'number' && Number.isFinite(value));

/** The median of the numbers given (missing runs left out); undefined when there are none. */
export function median(values) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The nearest-rank percentile `p` (0–100]; undefined for no values. */
export function percentile(values, p) {
  const sorted = finite(values).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** The budgets of the server-rendered site: `least` or `most` a figure may be, in the figure's unit. */
export const budgets = {
  score: { least: 100, unit: 'score' },
  lcp: { most: 1100, unit: 'ms' },
  cls: { most: 0.02, unit: 'cls' },
  tbt: { most: 100, unit: 'ms' },
  firstViewBytes: { most: 140 * 1024, unit: 'bytes' },
  firstViewFiles: { most: 12, unit: 'count' },
  // Stylesheets hold the first paint back; a section's fragment links only its own classes.
  firstViewStyleBytes: { most: 20 * 1024, unit: 'bytes' },
  // woff2, already compressed: the subset's characters, weights and features (shell/build/font-subset.mjs).
  firstViewFontBytes: { most: 16 * 1024, unit: 'bytes' },
  // A page's HTML, brotli and headers, arrives in the first round trip of a new connection: ten
  // segments of 1,460 bytes (TCP's initial window, which Lighthouse's simulation uses too). One
  // byte more costs a whole round trip (150 ms on its mobile network) before anything paints.
  firstRoundTripBytes: { most: 14_600, unit: 'bytes' },
  dependentRequests: { most: 5, unit: 'count' },
  ttfbP50: { most: 40, unit: 'ms' },
  ttfbP99: { most: 150, unit: 'ms' },
  // A guest's page at 50 connections against a static file of the same server.
  pageShareOfStatic: { least: 50, unit: '%' },
  pageP99: { most: 50, unit: 'ms' },
  // A staff change to a product, on its page for guests (through every cache).
  changeVisible: { most: 15_000, unit: 'ms' },
};

/** Whether a figure is within its budget; a figure that could not be measured is not. */
export function withinBudget(value, budget) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (budget.least !== undefined && value < budget.least) return false;
  if (budget.most !== undefined && value > budget.most) return false;
  return true;
}

/** A figure as printed: seconds from a second up, tenths of a millisecond below ten, KB of 1024 bytes, CLS to three places. */
export function formatFigure(value, unit) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      if (value >= 1000) return `${(value / 1000).toFixed(2)} s`;
      return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'cls':
      return value.toFixed(3);
    case '%':
      return `${Math.round(value)} %`;
    case 'rps':
      return `${Math.round(value)}/s`;
    default:
      return String(Math.round(value));
  }
}

function formatBudget(budget) {
  if (!budget) return '';
  return budget.least !== undefined ? `≥ ${formatFigure(budget.least, budget.unit)}` : `≤ ${formatFigure(budget.most, budget.unit)}`;
}

/**
 * The table the bench prints. Each row has a name, its values (one per column, the first
 * being the one judged), a unit, and optionally a budget. Returns the text and the rows whose
 * first value misses its budget.
 * @param {Array<{ name: string, values: Array<number | undefined>, unit: string, budget?: object }>} rows
 * @param {string[]} columns
 */
export function budgetTable(rows, columns) {
  const header = ['Figure', ...columns, 'Budget', columns[0]];
  const missed = [];
  const lines = rows.map((row) => {
    let verdict = '';
    if (row.budget) {
      const ok = withinBudget(row.values[0], row.budget);
      if (!ok) missed.push(row);
      verdict = ok ? 'pass' : 'FAIL';
    }
    return [row.name, ...row.values.map((value) => formatFigure(value, row.unit)), formatBudget(row.budget), verdict];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const print = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const text = [print(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(print)].join('\n');
  return { text, missed };
}

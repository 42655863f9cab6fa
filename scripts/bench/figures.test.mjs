import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgets, budgetTable, formatFigure, median, percentile, withinBudget } from './figures.mjs';

test('the median of three runs is the middle one; a failed run is left out', () => {
  assert.equal(median([3300, 1200, 2400]), 2400);
  assert.equal(median([90, undefined, 96]), 93);
  assert.equal(median([undefined]), undefined);
});

test('percentiles take the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 50), undefined);
});

test('a figure at its budget passes, past it or missing fails', () => {
  assert.equal(withinBudget(100, budgets.score), true);
  assert.equal(withinBudget(99, budgets.score), false);
  assert.equal(withinBudget(1100, budgets.lcp), true);
  assert.equal(withinBudget(1101, budgets.lcp), false);
  assert.equal(withinBudget(15_000, budgets.changeVisible), true);
  assert.equal(withinBudget(15_001, budgets.changeVisible), false);
  assert.equal(withinBudget(140 * 1024, budgets.firstViewBytes), true);
  assert.equal(withinBudget(140 * 1024 + 1, budgets.firstViewBytes), false);
  assert.equal(withinBudget(undefined, budgets.lcp), false);
});

test('figures print in the units shoppers read', () => {
  assert.equal(formatFigure(2470, 'ms'), '2.47 s');
  assert.equal(formatFigure(38.6, 'ms'), '39 ms');
  assert.equal(formatFigure(1.25, 'ms'), '1.3 ms');
  assert.equal(formatFigure(206848, 'bytes'), '202.0 KB');
  assert.equal(formatFigure(0.0123, 'cls'), '0.012');
  assert.equal(formatFigure(undefined, 'ms'), 'n/a');
});

test('the table judges the first column only and lists what missed', () => {
  const { text, missed } = budgetTable(
    [
      { name: 'Lighthouse score /', values: [100, 88], unit: 'score', budget: budgets.score },
      { name: 'LCP /', values: [1600, 3300], unit: 'ms', budget: budgets.lcp },
      { name: 'FCP /', values: [900, 2400], unit: 'ms' },
      { name: 'TTFB p50 /', values: [undefined, 3], unit: 'ms', budget: budgets.ttfbP50 },
    ],
    ['SSR on', 'SSR off'],
  );
  assert.deepEqual(
    missed.map((row) => row.name),
    ['LCP /', 'TTFB p50 /'],
  );
  const lines = text.split('\n');
  assert.match(lines[0], /^Figure\s+SSR on\s+SSR off\s+Budget\s+SSR on$/);
  assert.match(lines[2], /^Lighthouse score \/\s+100\s+88\s+≥ 100\s+pass$/);
  assert.match(lines[3], /^LCP \/\s+1\.60 s\s+3\.30 s\s+≤ 1\.10 s\s+FAIL$/);
  assert.match(lines[4], /^FCP \/\s+900 ms\s+2\.40 s\s*$/);
  assert.match(lines[5], /^TTFB p50 \/\s+n\/a\s+3\.0 ms\s+≤ 40 ms\s+FAIL$/);
});

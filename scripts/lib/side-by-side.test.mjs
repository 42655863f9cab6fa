import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runSideBySide } from './side-by-side.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('runs jobs two at a time and prints each output as one block', async () => {
  let running = 0;
  let most = 0;
  const job = (name, ms) => [
    name,
    async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(ms);
      running -= 1;
      return `${name} says hello\n`;
    },
  ];
  const printed = [];
  await runSideBySide([job('a', 40), job('b', 10), job('c', 10)], 2, (text) => printed.push(text));
  assert.equal(most, 2);
  const log = printed.join('');
  assert.match(log, /--- b ---\nb says hello\n--- b: passed in/);
  assert.ok(log.indexOf('--- c: started') < log.indexOf('--- a ---'), 'c starts while a still runs');
});

test('runs every job even when one fails, then names the failures', async () => {
  const ran = [];
  const printed = [];
  const failing = async () => {
    throw Object.assign(new Error('exit 1'), { output: 'expected 2, got 3\n' });
  };
  await assert.rejects(
    runSideBySide(
      [
        ['broken', failing],
        ['fine', async () => ran.push('fine')],
      ],
      1,
      (text) => printed.push(text),
    ),
    /failed: broken/,
  );
  assert.deepEqual(ran, ['fine']);
  assert.match(printed.join(''), /expected 2, got 3\n--- broken: FAILED \(exit 1\)/);
});

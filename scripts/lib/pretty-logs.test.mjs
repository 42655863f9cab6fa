import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prefixedLines } from './pretty-logs.mjs';

const logLine = (fields) => JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 28, 9, 5, 7), pid: 4242, hostname: 'box', ...fields });
const arrived = logLine({ reqId: 'req-1', req: { method: 'GET', url: '/shop' }, msg: 'incoming request' });
const answered = logLine({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' });

test('a JSON log line is printed as one readable line behind its part’s name, without pid and host', () => {
  const print = prefixedLines('api', { width: 9 });
  const printed = print(`${logLine({ level: 40, msg: 'slow start', seconds: 3 })}\n`);
  assert.match(printed, /^\[api\] {7}\[\d\d:\d\d:07\] WARN: slow start \{"seconds":3\}\n$/);
  assert.doesNotMatch(printed, /4242|box/);
});

test('a request is one line, printed when answered: method, address, status and time', () => {
  const print = prefixedLines('shell');
  assert.equal(print(`${arrived}\n`), '');
  assert.match(print(`${answered}\n`), /^\[shell\] \[\d\d:\d\d:07\] INFO: GET \/shop 200 in 12 ms\n$/);
});

test('a line cut between two chunks is printed once whole; other output passes through with the name', () => {
  const print = prefixedLines('shell');
  print(`${arrived}\n`);
  assert.equal(print(answered.slice(0, 20)), '');
  assert.match(
    print(`${answered.slice(20)}\nbuilt in 2.1 s\n`),
    /^\[shell\] \[[\d:]+\] INFO: GET \/shop 200 in 12 ms\n\[shell\] built in 2\.1 s\n$/,
  );
});

test('an error keeps its stack, each line behind the name', () => {
  const print = prefixedLines('api');
  const error = logLine({
    level: 50,
    msg: 'boom',
    err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at place (file.js:1:1)' },
  });
  const lines = print(`${error}\n`).trimEnd().split('\n');
  assert.ok(lines.length > 2, lines.join('\n'));
  assert.ok(lines.every((line) => line.startsWith('[api] ')));
  assert.ok(lines.some((line) => line.includes('at place (file.js:1:1)')));
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chainBeforeLcp } from './request-chain.mjs';

const origin = 'http://localhost:3200';
const request = (url, type, initiator, start, end) => ({ url: `${origin}${url}`, type, initiator, start, end });
const parser = (url) => ({ type: 'parser', url: `${origin}${url}` });
const script = { type: 'script' };
const names = (chain) => chain.map((entry) => entry.url.slice(origin.length));

test('a client-rendered page waits for its scripts, configuration, manifest, page code, data and image one after another', () => {
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 40),
    request('/main.js', 'script', parser('/'), 45, 120),
    request('/react.js', 'script', parser('/'), 46, 110),
    request('/bootstrap.js', 'script', script, 125, 180),
    request('/remotes.json', 'fetch', script, 190, 200),
    request('/mf-manifest.json', 'fetch', script, 205, 215),
    request('/remoteEntry.js', 'script', script, 220, 260),
    request('/home-page.js', 'script', script, 265, 300),
    request('/api/v1/banner', 'xhr', script, 310, 330),
    request('/banner.svg', 'image', { type: 'other' }, 340, 360),
    // Loaded beside the chain, never waited for.
    request('/favicon.svg', 'image', { type: 'other' }, 50, 400),
  ];
  const chain = chainBeforeLcp(requests, { time: 380, url: `${origin}/banner.svg` });
  assert.deepEqual(names(chain), [
    '/',
    '/main.js',
    '/bootstrap.js',
    '/remotes.json',
    '/mf-manifest.json',
    '/remoteEntry.js',
    '/home-page.js',
    '/api/v1/banner',
    '/banner.svg',
  ]);
});

test('an image in the server-rendered HTML waits for the document alone, however many scripts load beside it', () => {
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 30),
    request('/main.js', 'script', parser('/'), 5, 60),
    request('/chunk.js', 'script', script, 70, 90),
    request('/product.svg', 'image', parser('/'), 95, 120),
  ];
  assert.deepEqual(names(chainBeforeLcp(requests, { time: 130, url: `${origin}/product.svg` })), ['/', '/product.svg']);
});

test('text in the HTML set in a web font waits for the font, which waited for its stylesheet', () => {
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 30),
    request('/main.css', 'stylesheet', parser('/'), 5, 20),
    request('/late.js', 'script', parser('/'), 6, 60),
    request('/font.woff2', 'font', parser('/main.css'), 70, 80),
  ];
  assert.deepEqual(names(chainBeforeLcp(requests, { time: 85, fromHtml: true })), ['/', '/main.css', '/font.woff2']);
});

test('text in the HTML waits for the document and its stylesheet, not for the scripts that arrived before it painted', () => {
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 30),
    request('/main.css', 'stylesheet', parser('/'), 5, 25),
    request('/main.js', 'script', parser('/'), 6, 40),
    request('/chunk.js', 'script', script, 45, 60),
    request('/api/v1/banner', 'xhr', script, 65, 80),
  ];
  assert.deepEqual(names(chainBeforeLcp(requests, { time: 100, fromHtml: true })), ['/', '/main.css']);
});

test('text a script rendered waits for the last code or data to arrive before it painted', () => {
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 30),
    request('/main.css', 'stylesheet', parser('/'), 5, 25),
    request('/main.js', 'script', parser('/'), 6, 40),
    request('/chunk.js', 'script', script, 45, 60),
    request('/api/v1/product', 'xhr', script, 65, 80),
    request('/late.js', 'script', script, 85, 120),
  ];
  assert.deepEqual(names(chainBeforeLcp(requests, { time: 100, fromHtml: false })), ['/', '/main.js', '/chunk.js', '/api/v1/product']);
});

test('requests in flight together are not a chain: a script sent before another arrived did not wait for it', () => {
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 10),
    request('/a.js', 'script', script, 20, 50),
    request('/b.js', 'script', script, 21, 70),
    request('/api/v1/product', 'fetch', script, 80, 90),
  ];
  assert.deepEqual(names(chainBeforeLcp(requests, { time: 100 })), ['/', '/b.js', '/api/v1/product']);
});

test('a request sent once several responses had arrived waited for the one with the longest chain', () => {
  // The shell's last script arrives after the remotes file it fetched: the manifest needed both.
  const requests = [
    request('/', 'document', { type: 'other' }, 0, 10),
    request('/main.js', 'script', parser('/'), 20, 200),
    request('/react.js', 'script', parser('/'), 21, 900),
    request('/remotes.json', 'fetch', script, 400, 880),
    request('/mf-manifest.json', 'fetch', script, 910, 1060),
  ];
  assert.deepEqual(names(chainBeforeLcp(requests, { time: 1100 })), ['/', '/main.js', '/remotes.json', '/mf-manifest.json']);
});

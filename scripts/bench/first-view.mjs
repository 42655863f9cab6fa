// The first view of a page in Chromium with an empty cache: the JS it downloads (bytes on the
// wire, per file), its largest contentful paint and the requests that paint waited for.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/shop-config.mjs';
import { chainBeforeLcp } from './request-chain.mjs';

export const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

/** Chromium through the e2e package's Playwright. */
export function launchChromium() {
  const { chromium } = createRequire(path.join(repoRoot, 'e2e/package.json'))('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
}

// Every response a phone's round trip late (Lighthouse's mobile profile: 150 ms), bandwidth
// unthrottled. Requests sent together then overlap, so a request that starts after another
// arrived really waited for it, not merely for a tiny file on a fast local server.
const ROUND_TRIP_MS = 150;

// Lighthouse's mobile screen, so the largest element is the one Lighthouse times.
const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// Runs before the page's own scripts: keeps every largest-contentful-paint candidate Chromium reports.
function observeLargestPaint() {
  const entries = [];
  Object.defineProperty(window, '__benchLcp', { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      entries.push({
        time: entry.renderTime || entry.loadTime || entry.startTime,
        url: entry.url,
        text: entry.url ? '' : (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        element: element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('alt') || element.textContent || '').trim().slice(0, 60)}"`
          : '(removed)',
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Loads `url` in a fresh context (empty cache) until the network is idle.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(url: string) => string} label names a file after what it holds
 * @param {{ acceptEncoding?: string }} [options] what the browser says it takes (its own default, brotli
 *   first, when absent); the byte budget is set in gzip, so it is measured as a browser taking gzip gets it
 */
export async function measureFirstView(browser, url, label, { acceptEncoding } = {}) {
  const context = await browser.newContext({
    ...mobile,
    ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLargestPaint);
    const cdp = await context.newCDPSession(page);
    const initiators = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!initiators.has(event.request.url)) initiators.set(event.request.url, event.initiator);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ROUND_TRIP_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const finished = [];
    const onFinished = (request) => {
      finished.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          const headers = (await response?.allHeaders()) ?? {};
          const timing = request.timing();
          return {
            url: request.url(),
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
            encoding: headers['content-encoding'] ?? 'none',
            start: timing.startTime,
            end: timing.startTime + Math.max(timing.responseEnd, 0),
          };
        })(),
      );
    };
    page.on('requestfinished', onFinished);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    // A paint can still follow the last response (a late image decode); give it a moment.
    await page.waitForTimeout(500);
    const html = (await response?.text()) ?? '';
    const { timeOrigin, paints, textInHtml } = await page.evaluate((source) => {
      const paints = window.__benchLcp;
      const text = paints.at(-1)?.text;
      const served = new DOMParser().parseFromString(source, 'text/html').body.textContent.replace(/\s+/g, ' ');
      return { timeOrigin: performance.timeOrigin, paints, textInHtml: Boolean(text) && served.includes(text) };
    }, html);
    // What finishes from here on is past the first view (and its details would outlive the page).
    page.off('requestfinished', onFinished);
    const requests = (await Promise.all(finished))
      .filter((request) => request.url.startsWith('http'))
      .map((request) => ({ ...request, label: label(request.url), initiator: initiators.get(request.url) ?? { type: 'other' } }));

    const last = paints.at(-1);
    const lcp = last
      ? { time: timeOrigin + last.time, url: last.url || undefined, fromHtml: textInHtml, element: last.element, atMs: last.time }
      : undefined;
    const scripts = requests.filter((request) => request.type === 'script').sort((a, b) => b.bytes - a.bytes);
    return {
      status: response?.status() ?? 0,
      scripts,
      scriptBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      // Every stylesheet the page links holds its first paint back until it has arrived.
      styleBytes: requests.filter((request) => request.type === 'stylesheet').reduce((sum, style) => sum + style.bytes, 0),
      // The preloaded typeface downloads beside the stylesheets, on the same first round trips.
      fontBytes: requests.filter((request) => request.type === 'font').reduce((sum, font) => sum + font.bytes, 0),
      lcp,
      chain: lcp ? chainBeforeLcp(requests, lcp) : [],
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS files of a first view, largest first, each with its size on the wire and what it holds. */
export function describeScripts(view) {
  const lines = view.scripts.map((script) => {
    const file = new URL(script.url).pathname.slice(1);
    const encoding = script.encoding === 'gzip' ? '' : ` (${script.encoding})`;
    return `  ${kb(script.bytes).padStart(9)}  ${file.padEnd(44)} ${script.label}${encoding}`;
  });
  return [...lines, `  ${kb(view.scriptBytes).padStart(9)}  total in ${view.scripts.length} files`].join('\n');
}

/** The largest element and the requests it waited for, one after another, with their times. */
export function describeChain(view) {
  if (!view.lcp) return '  no largest-contentful-paint entry was reported';
  const origin = view.chain[0]?.start ?? 0;
  const steps = view.chain.map((request, index) => {
    const address = new URL(request.url);
    const file = address.pathname.length > 40 ? `${address.pathname.slice(0, 37)}…` : address.pathname;
    const at = `${Math.round(request.start - origin)}–${Math.round(request.end - origin)} ms`;
    return `  ${String(index + 1).padStart(2)}. ${at.padEnd(14)} ${request.type.padEnd(10)} ${address.host}${file}  ${request.label}`;
  });
  const painted = view.lcp.url ? 'image' : view.lcp.fromHtml ? 'text in the HTML' : 'text rendered by a script';
  return [
    `  LCP ${view.lcp.element} (${painted}) at ${Math.round(view.lcp.atMs)} ms; ${view.chain.length} dependent requests:`,
    ...steps,
  ].join('\n');
}

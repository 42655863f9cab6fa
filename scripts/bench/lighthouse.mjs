// One Lighthouse 12 mobile run of one page (performance only), in its own Chromium.
import { spawn } from 'node:child_process';
import { chromiumPath } from './first-view.mjs';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Runs `lighthouse@12.2.3` on `url` with mobile emulation and simulated throttling.
 * Resolves with the score (0–100) and FCP, LCP, TBT in ms and CLS, or with `error`.
 */
export function runLighthouse(url) {
  const args = [
    '--yes',
    'lighthouse@12.2.3',
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
  ];
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      // Without /usr/bin/chromium, Lighthouse finds a Chrome itself (or reads CHROME_PATH).
      env: chromiumPath ? { ...process.env, CHROME_PATH: chromiumPath } : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    let err = '';
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => {
      err = (err + chunk).slice(-2000);
    });
    child.on('error', (error) => resolve({ error: error.message }));
    child.on('close', (code) => {
      if (code !== 0) return resolve({ error: `lighthouse exited ${code}: ${err.trim().split('\n').slice(-3).join(' ')}` });
      try {
        const report = JSON.parse(Buffer.concat(out).toString('utf8'));
        const value = (id) => report.audits[id]?.numericValue;
        const score = report.categories.performance.score;
        if (score === null) return resolve({ error: `no score: ${report.runtimeError?.message ?? 'a metric failed'}` });
        resolve({
          score: Math.round(score * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
      } catch (error) {
        resolve({ error: `unreadable report: ${error.message}` });
      }
    });
  });
}

// What a page's HTML costs on the wire to a browser taking brotli: its compressed body and its
// headers, as a browser on a new connection receives them.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

function requestOnce(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bodyBytes = 0;
        res.on('data', (chunk) => {
          bodyBytes += chunk.length;
        });
        res.on('end', () => {
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
          resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], bytes: bodyBytes + headerBytes });
        });
      })
      .on('error', reject);
  });
}

/**
 * The page as the shop settles on sending it: asked twice, `settleMs` apart, since the cache
 * answers its first request with a quickly compressed body and makes its best one meanwhile.
 */
export async function pageOnTheWire(url, { settleMs = 2000 } = {}) {
  await requestOnce(url);
  await sleep(settleMs);
  return requestOnce(url);
}

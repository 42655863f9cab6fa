// @vitest-environment node
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseEncoding, type PageEncoding, pageBody } from './page-body';

describe('the page encoding', () => {
  it('prefers brotli, then gzip, and sends plain text to a client that accepts neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('br;q=0.0,gzip;q=0')).toBeUndefined();
  });
});

let server: Server | undefined;
afterEach(() => server?.close());

/** Serves a page written in two parts, the second only after the test says so. */
async function twoPartPage(encoding: PageEncoding) {
  let sendRest = () => {};
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Encoding': encoding });
    const body = pageBody(res, encoding);
    body.write('<head>first part</head>');
    sendRest = () => body.end(`<body>${'product card '.repeat(2000)}</body>`);
  });
  await new Promise<void>((resolve) => server?.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, sendRest: () => sendRest() };
}

for (const encoding of ['br', 'gzip'] as const) {
  it(`streams a ${encoding} page: the first part arrives before the rest is written, and the whole decodes`, async () => {
    const page = await twoPartPage(encoding);
    const text = await new Promise<string>((resolve, reject) => {
      get(page.url, (res) => {
        const decoded = res.pipe(encoding === 'br' ? createBrotliDecompress() : createGunzip());
        let received = '';
        decoded.on('data', (chunk: Buffer) => {
          const first = received === '';
          received += chunk.toString();
          if (first) {
            expect(received).toBe('<head>first part</head>');
            page.sendRest();
          }
        });
        decoded.on('end', () => resolve(received));
        decoded.on('error', reject);
      }).on('error', reject);
    });
    expect(text).toBe(`<head>first part</head><body>${'product card '.repeat(2000)}</body>`);
  });
}

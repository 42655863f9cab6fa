import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { unusedDatabase, useTestApp } from '../../test/test-app';

const app = useTestApp(unusedDatabase);

const get = (url: string, acceptEncoding: string) => app().inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('compression', () => {
  it('sends SVG images brotli-compressed or gzipped', async () => {
    const url = '/api/media/banners/sparkling-clean.svg';
    const file = await readFile(path.join(paths.publicDir, 'banners/sparkling-clean.svg'), 'utf8');
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(file);
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(file);
  });

  it('sends JSON replies of any route compressed', async () => {
    const response = await get('/api/v1/location/countries/101/states', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).data.length).toBeGreaterThan(30);
  });

  it('sends everything as it is to a client that accepts no compression', async () => {
    const response = await get('/api/media/banners/sparkling-clean.svg', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.payload).toMatch(/^<svg/);
  });
});

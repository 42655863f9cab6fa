import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { testConfig, unusedDatabase, useTestApp } from '../../test/test-app';

let root = '';
let publicDir = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  publicDir = path.join(root, 'public');
  await mkdir(path.join(publicDir, 'banners'), { recursive: true });
  await writeFile(path.join(publicDir, 'banners', 'slide.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    path.join(publicDir, 'banners', 'wide.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#0b4fb3"/></svg>',
  );
  await mkdir(path.join(publicDir, 'products'), { recursive: true });
  await writeFile(path.join(publicDir, 'products', 'lemon-gel.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"/>');
  await writeFile(path.join(publicDir, 'products', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    path.join(publicDir, 'products', 'neem-soap.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#2a9d8f"/></svg>',
  );
  await writeFile(path.join(publicDir, 'invoice.pdf'), '%PDF-1.7');
  await writeFile(path.join(publicDir, 'notes.md'), '# not served');
  await writeFile(path.join(publicDir, '.env'), 'SECRET=1');
  await writeFile(path.join(root, 'outside.svg'), '<svg/>');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const app = useTestApp(unusedDatabase, {
  config: {
    paths: {
      ...testConfig().paths,
      get publicDir() {
        return publicDir;
      },
    },
  },
});

const get = (url: string) => app().inject({ method: 'GET', url });

describe('GET /api/media/drawn/:folder/:file', () => {
  it('draws a seeded product drawing once as WebP at each width', async () => {
    for (const width of [320, 640, 1024]) {
      const reply = await get(`/api/media/drawn/products/neem-soap-${width}.webp`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/webp');
      expect(reply.headers['cache-control']).toContain('immutable');
      const drawn = await sharp(reply.rawPayload).metadata();
      expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', width, width]);
    }
    const again = await get('/api/media/drawn/products/neem-soap-640.webp');
    expect(again.rawPayload.equals((await get('/api/media/drawn/products/neem-soap-640.webp')).rawPayload)).toBe(true);
  });

  it('answers a burst of first requests for one picture with the same picture', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => get('/api/media/drawn/products/lemon-gel-640.webp')));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('404s any other folder, width, format or name, and a drawing that cannot be drawn', async () => {
    for (const url of [
      '/api/media/drawn/products/neem-soap-500.webp',
      '/api/media/drawn/products/neem-soap-1600.webp',
      '/api/media/drawn/banners/wide-640.webp',
      '/api/media/drawn/products/neem-soap-640.avif',
      '/api/media/drawn/products/missing-640.webp',
      '/api/media/drawn/uploads/neem-soap-640.webp',
      '/api/media/drawn/constructor/neem-soap-640.webp',
      '/api/media/drawn/products/..%2Fbanners%2Fwide-640.webp',
      '/api/media/drawn/products/broken-640.webp',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('GET /api/media/previews/:file', () => {
  it('draws a product drawing once as a 1200 × 630 JPEG for link previews, and 404s a name with no drawing', async () => {
    const first = await get('/api/media/previews/neem-soap.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(first.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    expect((await get('/api/media/previews/neem-soap.jpg')).rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ['missing.jpg', '..%2Fbanners%2Fslide.jpg', 'neem-soap.png'])
      expect((await get(`/api/media/previews/${name}`)).statusCode, name).toBe(404);
  });
});

describe('GET /api/media/*', () => {
  it('serves an SVG with its type and a long cache life', async () => {
    const response = await get('/api/media/banners/slide.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.body).toContain('<svg');
  });

  it('serves other known types', async () => {
    const response = await get('/api/media/invoice.pdf');
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('answers HEAD without a body', async () => {
    const response = await app().inject({ method: 'HEAD', url: '/api/media/banners/slide.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each([
    '/api/media/../outside.svg',
    '/api/media/%2e%2e/outside.svg',
    '/api/media/banners/..%2f..%2foutside.svg',
    '/api/media/banners%2f..%2f..%2foutside.svg',
    '/api/media/..%5coutside.svg',
    '/api/media/.env',
    '/api/media/',
    '/api/media/banners',
    '/api/media/notes.md',
    '/api/media/banners/missing.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(response.body).not.toContain('<svg');
  });

  it('refuses a NUL in the path with 400, as every text the API takes', async () => {
    const response = await get('/api/media/banners/slide.svg%00.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      fields: { '*': 'Must not contain control characters' },
    });
    expect(response.body).not.toContain('<svg');
  });
});

describe('the shipped public folder', () => {
  const shipped = useTestApp(unusedDatabase);

  it('holds the seeded banner images', async () => {
    expect(paths.publicDir.endsWith(path.join('api', 'public'))).toBe(true);
    const response = await shipped().inject({ method: 'GET', url: '/api/media/banners/festive-offer.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { unusedDatabase, useTestApp } from '../../test/test-app';
import { productImageFiles } from './draw-product-images';
import { catalogueProducts } from './products';

const productsDir = path.join(paths.publicDir, 'products');
const app = useTestApp(unusedDatabase);

describe('seeded product images', () => {
  it.each(productImageFiles().map(({ file, svg }) => [file, svg]))('%s is drawn here, light and self-contained', async (file, svg) => {
    const onDisk = await readFile(path.join(productsDir, file), 'utf8');
    // Run src/db/seed/write-product-images.ts after changing the catalogue or the drawing.
    expect(onDisk).toBe(svg);
    expect(Buffer.byteLength(onDisk)).toBeLessThanOrEqual(4096);
    expect(onDisk).toMatch(/^<svg [^>]*width="400" height="400"/);
    expect(onDisk).not.toMatch(/(href|src)="https?:/);
  });

  it('ships exactly the images the catalogue refers to', async () => {
    const referenced = catalogueProducts(0).flatMap((item) => item.row.productImages ?? []);
    const shipped = (await readdir(productsDir)).map((file) => `/api/media/products/${file}`);
    expect(new Set(referenced)).toEqual(new Set(shipped));
  });

  it('serves them under /api/media/products as SVG', async () => {
    const [first] = productImageFiles();
    const response = await app().inject({ method: 'GET', url: `/api/media/products/${first?.file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toBe(first?.svg);
  });
});

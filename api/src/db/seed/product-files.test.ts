import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { unusedDatabase, useTestApp } from '../../test/test-app';
import { catalogue } from './catalogue';
import { productImageFiles } from './draw-product-images';
import { drawProductImage } from './product-images';
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

  it.each([
    ['Ujjwal Dishwash Scrub Bar 500 g', 'bar'],
    ['Ujjwal Dishwash Bar 200 g', 'bar'],
    ['Ujjwal Matic Liquid Detergent 2 L Pouch', 'pouch'],
    ['Ujjwal Hand Wash Aloe Vera Refill 750 ml', 'pouch'],
    ['Ujjwal Pro Liquid Detergent 5 L Can', 'can'],
    ['Ujjwal Pro Detergent Powder 25 kg Bag', 'bag'],
    ['Ujjwal Ultra Clean Detergent Powder 1 kg', 'box'],
    ['Ujjwal Glass Cleaner Spray 500 ml', 'spray bottle'],
    ['Ujjwal Hand Wash Neem 200 ml', 'pump bottle'],
    ['Ujjwal Toilet Cleaner Twin Pack 2 x 500 ml', 'pair of bottles'],
    ['Ujjwal Floor Cleaner Lavender 1 L', 'bottle'],
  ])('draws %s as a %s', (name, pack) => {
    const entry = catalogue.find((item) => item.name === name);
    if (!entry) throw new Error(`${name} is not in the catalogue`);
    expect(drawProductImage(entry, 'front')).toContain(`<title id="t">${name}: ${pack}, front</title>`);
  });

  it('prints each product’s own facts on its back label and shows it in use', () => {
    for (const entry of catalogue) {
      const back = drawProductImage(entry, 'back');
      expect(back).toContain(entry.fragrance);
      expect(back).toMatch(/Net qty/);
      expect(back).toMatch(/How to use/);
      expect(drawProductImage(entry, 'scene')).toMatch(/<title id="t">[^<]*, in use<\/title>/);
    }
    // Products of one line differ by more than their printed size.
    const fronts = new Set(
      catalogue.map((entry) => drawProductImage(entry, 'front').replace(/<text[^>]*>[^<]*<\/text>|<title[^>]*>[^<]*<\/title>/g, '')),
    );
    expect(fronts.size).toBeGreaterThan(25);
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

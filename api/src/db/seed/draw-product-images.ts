import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '../../config/paths';
import { catalogue } from './catalogue';
import { drawProductImage, PRODUCT_IMAGE_VIEWS, productImageFile } from './product-images';
import { slugify } from './products';

/** Every product image file the seed refers to, with its contents. */
export function productImageFiles(): { file: string; svg: string }[] {
  return catalogue.flatMap((entry) => {
    const slug = slugify(entry.name);
    return PRODUCT_IMAGE_VIEWS.map((view) => ({ file: productImageFile(slug, view), svg: drawProductImage(entry, view) }));
  });
}

/** Writes the drawn images to api/public/products (run after changing the catalogue or the drawing). */
export async function writeProductImages(): Promise<number> {
  const dir = path.join(paths.publicDir, 'products');
  await mkdir(dir, { recursive: true });
  const files = productImageFiles();
  for (const { file, svg } of files) await writeFile(path.join(dir, file), svg);
  return files.length;
}

// Redraws api/public/products: `npx tsx src/db/seed/write-product-images.ts` from api/.
import { writeProductImages } from './draw-product-images';

const written = await writeProductImages();
console.log(`wrote ${written} product images`);

import type { Product } from '@shop/shared/contracts';
import { ProductCard } from '../../product-card/components/product-card';

const grid = 'cat:grid cat:grid-cols-1 cat:gap-4 cat:sm:grid-cols-2 cat:sm:gap-5 cat:lg:grid-cols-3 cat:xl:grid-cols-4';

/** The products: one column on phones, two from 640 px, three from 1024 px, four from 1280 px. */
export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={grid}>
      {products.map((product) => (
        <li key={product._id} className="cat:flex cat:flex-col">
          {/* The names sit directly under the page's h1. */}
          <ProductCard product={product} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

import type { Product } from '@shop/shared/contracts';
import { ProductCard } from '../../app/product-card/components/product-card';

/** Products the shop suggests alongside this one; nothing at all when there are none. */
export function LinkedProducts({ products }: { products: Product[] | undefined }) {
  if (!products || products.length === 0) return null;
  return (
    <section aria-labelledby="linked-products-heading" className="cat:mt-12">
      <h2 id="linked-products-heading" className="cat:text-2xl cat:font-bold cat:tracking-tight cat:text-slate-900">
        Linked Products
      </h2>
      <ul className="cat:mt-6 cat:grid cat:grid-cols-2 cat:gap-3 cat:sm:gap-6 cat:lg:grid-cols-4">
        {products.map((linked) => (
          <li key={linked._id}>
            <ProductCard product={linked} />
          </li>
        ))}
      </ul>
    </section>
  );
}

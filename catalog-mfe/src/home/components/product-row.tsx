import type { Product } from '@shop/shared/contracts';
import { ProductCard } from '../../product-card/components/product-card';
import { ProductCardSkeleton } from '../../product-card/components/product-card-skeleton';
import type { SectionData } from '../hooks/use-section-data';

const SKELETON_KEYS = ['a', 'b', 'c', 'd'];

/** Props of a titled row of product cards on the home page. */
export interface ProductRowProps {
  id: string;
  title: string;
  intro: string;
  emptyText: string;
  products: SectionData<Product[]>;
}

/** A home section of up to four products, with skeletons while loading and a message when there are none. */
export function ProductRow({ id, title, intro, emptyText, products }: ProductRowProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} aria-busy={products.status === 'loading'}>
      <h2 id={titleId} className="cat:text-2xl cat:font-bold cat:tracking-tight cat:text-slate-900 cat:sm:text-3xl">
        {title}
      </h2>
      <p className="cat:mt-2 cat:text-slate-600">{intro}</p>
      {products.status === 'loading' ? (
        <div role="status" aria-label={`Loading ${title}`} className="cat:mt-6 cat:grid cat:gap-5 cat:sm:grid-cols-2 cat:lg:grid-cols-4">
          {SKELETON_KEYS.map((key) => (
            <ProductCardSkeleton key={key} />
          ))}
        </div>
      ) : products.data.length === 0 ? (
        <p className="cat:mt-6 cat:rounded-xl cat:border cat:border-dashed cat:border-slate-300 cat:px-4 cat:py-10 cat:text-center cat:text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ul className="cat:mt-6 cat:grid cat:gap-5 cat:sm:grid-cols-2 cat:lg:grid-cols-4">
          {products.data.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

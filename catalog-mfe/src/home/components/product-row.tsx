import type { ProductCard as CardProduct } from '@shop/shared/contracts';
import { CARD_CELL_CLASS, CARD_LIST_CLASS } from '../../app/product-card/components/card-cell';
import { ProductCard } from '../../app/product-card/components/product-card';

/** Props of a titled row of product cards on the home page. */
export interface ProductRowProps {
  /** The section's anchor (/#new-arrivals). */
  id: string;
  title: string;
  intro: string;
  emptyText: string;
  products: CardProduct[];
}

/** A home section of up to four products, or a message when there are none. */
export function ProductRow({ id, title, intro, emptyText, products }: ProductRowProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId}>
      <h2 id={titleId} className="cat:text-2xl cat:font-bold cat:tracking-tight cat:text-slate-900 cat:sm:text-3xl">
        {title}
      </h2>
      <p className="cat:mt-2 cat:text-slate-600">{intro}</p>
      {products.length === 0 ? (
        <p className="cat:mt-6 cat:rounded-xl cat:border cat:border-dashed cat:border-slate-300 cat:px-4 cat:py-10 cat:text-center cat:text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ul className={`cat:mt-6 ${CARD_LIST_CLASS} cat:[--cols:2] cat:lg:[--cols:4]`}>
          {products.map((product) => (
            <li key={product._id} className={CARD_CELL_CLASS}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

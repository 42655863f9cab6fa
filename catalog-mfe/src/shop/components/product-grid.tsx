import type { ProductCard as CardProduct } from '@shop/shared/contracts';
import { CARD_CELL_CLASS, CARD_LIST_CLASS } from '../../app/product-card/components/card-cell';
import { ProductCard } from '../../app/product-card/components/product-card';

// The first row on a phone: the page's largest picture, loaded before anything else.
const PRIORITY_CARDS = 2;

const grid = `${CARD_LIST_CLASS} cat:[--cols:2] cat:lg:[--cols:3] cat:xl:[--cols:4]`;

/** The products: two columns on phones (a page of 48 stays a few screens tall), three from 1024 px, four from 1280 px. */
export function ProductGrid({ products }: { products: CardProduct[] }) {
  return (
    <ul className={grid}>
      {products.map((product, index) => (
        <li key={product._id} className={CARD_CELL_CLASS}>
          {/* The names sit directly under the page's h1. */}
          <ProductCard product={product} headingLevel={2} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

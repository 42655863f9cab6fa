import type { FRAGMENT_NAMES, Product, ProductCard } from '@shop/shared/contracts';

/** A fragment's name, as routes and remotes declare it. */
export type FragmentName = (typeof FRAGMENT_NAMES)[number];

interface PropsByName {
  /**
   * The cart button of a product card, with the quantity stepper once the product is in the cart
   * (`card`, the default); or one button that adds a unit at each press and stays (`single`: a wish list).
   */
  'add-to-cart': { product: ProductCard; variant?: 'card' | 'single' };
  /** A product page's quantity picker and cart button: the quantity to add, then the cart line's. */
  'product-purchase': { product: Product };
  /**
   * What puts a product on the wish list or takes it off: a heart (default), or a full-width
   * "Save to Wish List" button (`button`); `className` places it.
   */
  'wishlist-toggle': { product: ProductCard; className?: string; look?: 'heart' | 'button' };
}

/**
 * What each fragment is given by the page that embeds it. A fragment is a piece of one section's
 * behaviour shown inside another section's page: the cart and checkout section owns how a product
 * goes into the cart, the account section owns the wish list's heart, and the catalogue's cards
 * embed both without knowing how they work. (A name without props here does not compile.)
 */
export type FragmentProps = { [N in FragmentName]: PropsByName[N] };

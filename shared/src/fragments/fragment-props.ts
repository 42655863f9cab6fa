import type { FRAGMENT_NAMES, ProductCard } from '@shop/shared/contracts';

/** A fragment's name, as routes and remotes declare it. */
export type FragmentName = (typeof FRAGMENT_NAMES)[number];

interface PropsByName {
  /** The cart button of a product card, with the quantity stepper once the product is in the cart. */
  'add-to-cart': { product: ProductCard };
  /** The heart that puts a product on the wish list or takes it off; `className` places it. */
  'wishlist-toggle': { product: ProductCard; className?: string };
}

/**
 * What each fragment is given by the page that embeds it. A fragment is a piece of one section's
 * behaviour shown inside another section's page: the cart and checkout section owns how a product
 * goes into the cart, the account section owns the wish list's heart, and the catalogue's cards
 * embed both without knowing how they work. (A name without props here does not compile.)
 */
export type FragmentProps = { [N in FragmentName]: PropsByName[N] };

/**
 * Every cross-team event and its detail, named `<remote>:<event>`.
 * A team adds its events here, so emitters and listeners agree on the detail's shape.
 */
export interface ShopEventMap {
  /** The header's search button was pressed; the catalogue opens its search overlay. */
  'shell:open-search': undefined;
  /** The search overlay should close, e.g. after a route change. */
  'shell:close-search': undefined;
  /** A product detail page was shown. */
  'catalog:product-viewed': { productId: string };
  /** The cart changed on the server; other parts may refetch what depends on it. */
  'checkout:cart-changed': undefined;
  /** An order was placed. */
  'checkout:order-placed': { orderId: string };
  /** The profile (name, picture, account type) was saved. */
  'account:profile-updated': undefined;
}

/** The name of a cross-team event. */
export type ShopEventName = keyof ShopEventMap;

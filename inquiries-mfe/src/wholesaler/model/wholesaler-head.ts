import type { PageHead } from '@shop/shared/page';

/** The wholesaler page's title and description. */
export function wholesalerHead(): PageHead {
  return {
    title: 'Wholesale Inquiry',
    description:
      'Buying Ujjwal Home Care detergents and cleaners in bulk for a shop, an office or an institution? Choose products and quantities and get prices and delivery within 24 hours.',
  };
}

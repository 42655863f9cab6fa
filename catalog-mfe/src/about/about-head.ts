import type { PageHead } from '@shop/shared/page';

/** The About page's title and description. */
export function aboutHead(): PageHead {
  return {
    title: 'About Us',
    description:
      'Ujjwal Home Care makes detergents and cleaners in Ahmedabad, Gujarat, for families, shops, wholesalers and distributors across India: our story, vision and mission.',
  };
}

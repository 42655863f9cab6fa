/** One family of products the company makes, as the About page describes it. */
export interface ProductLine {
  name: string;
  description: string;
}

/** What comes out of the factory, in the order shoppers usually look for it. */
export const productLines: ProductLine[] = [
  {
    name: 'Detergent powder',
    description: 'For bucket and machine washing, blended to lather well in the hard water common across Gujarat.',
  },
  {
    name: 'Liquid detergent',
    description: 'Dissolves fully in cold water, so it suits top- and front-load machines and delicate fabrics.',
  },
  {
    name: 'Dishwash',
    description: 'Bar and gel that cut through oil and masala stains on utensils while staying gentle on hands.',
  },
  {
    name: 'Floor cleaner',
    description: 'Concentrated, so a capful in a bucket of water cleans tiles, marble and kota stone floors.',
  },
  {
    name: 'Toilet cleaner',
    description: 'A thick liquid that clings under the rim to lift hard-water stains and yellowing.',
  },
  {
    name: 'Glass cleaner',
    description: 'A spray for windows, mirrors and glass tops that dries quickly without streaks.',
  },
  {
    name: 'Hand wash',
    description: 'Mild liquid hand wash in family packs and refills for kitchens, bathrooms and offices.',
  },
];

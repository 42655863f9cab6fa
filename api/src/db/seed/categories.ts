/** The shop's product families, shown in the catalogue filters. */
export const seedCategories = [
  'Detergent Powder',
  'Liquid Detergent',
  'Dishwash',
  'Floor Cleaner',
  'Toilet Cleaner',
  'Glass & Surface Cleaner',
  'Hand Wash',
].map((categoryName) => ({ categoryName }));

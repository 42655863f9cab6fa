/**
 * The starting catalogue of Ujjwal Home Care, one line per product. Sizes are in
 * grams or millilitres, money in rupees. The other product fields (ratings, sales,
 * dates, texts) are derived from a product's place in this list, so every seed of
 * an empty shop produces the same shop.
 */
export interface CatalogueEntry {
  name: string;
  /** The short name printed on the drawn pack. */
  label: string;
  category: CategoryKey;
  /** Pack options: [size in g or ml, price]; the first is the product's own pack. */
  packs: [number, number][];
  /** Selling price of the first pack; 0 when it is not discounted. */
  offer: number;
  fragrance: string;
  /** Wholesale packs are sold under the Ujjwal Pro line. */
  pro?: boolean;
  stock: number;
  inactive?: boolean;
}

export type CategoryKey = 'powder' | 'liquid' | 'dishwash' | 'floor' | 'toilet' | 'glass' | 'handwash';

/** The seeded category each key stands for (see categories.ts). */
export const CATEGORY_NAMES: Record<CategoryKey, string> = {
  powder: 'Detergent Powder',
  liquid: 'Liquid Detergent',
  dishwash: 'Dishwash',
  floor: 'Floor Cleaner',
  toilet: 'Toilet Cleaner',
  glass: 'Glass & Surface Cleaner',
  handwash: 'Hand Wash',
};

const e = (entry: CatalogueEntry) => entry;

// biome-ignore format: one product per line reads as a table
export const catalogue: CatalogueEntry[] = [
  // Detergent powder
  e({ name: 'Ujjwal Ultra Clean Detergent Powder 1 kg', label: 'Ultra Clean', category: 'powder', packs: [[1000, 140], [2000, 270], [5000, 640]], offer: 119, fragrance: 'Fresh Floral', stock: 320 }),
  e({ name: 'Ujjwal Ultra Clean Detergent Powder 500 g', label: 'Ultra Clean', category: 'powder', packs: [[500, 75]], offer: 65, fragrance: 'Fresh Floral', stock: 540 }),
  e({ name: 'Ujjwal Lemon Fresh Detergent Powder 1 kg', label: 'Lemon Fresh', category: 'powder', packs: [[1000, 130], [4000, 499]], offer: 110, fragrance: 'Lemon', stock: 210 }),
  e({ name: 'Ujjwal Matic Front Load Detergent Powder 1 kg', label: 'Matic Front Load', category: 'powder', packs: [[1000, 260], [2000, 499]], offer: 229, fragrance: 'Ocean Breeze', stock: 150 }),
  e({ name: 'Ujjwal Matic Top Load Detergent Powder 2 kg', label: 'Matic Top Load', category: 'powder', packs: [[2000, 480]], offer: 419, fragrance: 'Ocean Breeze', stock: 95 }),
  e({ name: 'Ujjwal Pro Detergent Powder 25 kg Bag', label: 'Pro 25 kg', category: 'powder', packs: [[25000, 2450]], offer: 2199, fragrance: 'Fresh Floral', pro: true, stock: 40 }),
  e({ name: 'Ujjwal Rose Bright Detergent Powder 4 kg', label: 'Rose Bright', category: 'powder', packs: [[4000, 499]], offer: 0, fragrance: 'Rose', stock: 0 }),
  // Liquid detergent
  e({ name: 'Ujjwal Matic Liquid Detergent 1 L', label: 'Matic Liquid', category: 'liquid', packs: [[1000, 229], [2000, 429]], offer: 199.5, fragrance: 'Spring Fresh', stock: 260 }),
  e({ name: 'Ujjwal Matic Liquid Detergent 2 L Pouch', label: 'Matic Pouch', category: 'liquid', packs: [[2000, 399]], offer: 349, fragrance: 'Spring Fresh', stock: 120 }),
  e({ name: 'Ujjwal Gentle Wash Liquid Detergent 500 ml', label: 'Gentle Wash', category: 'liquid', packs: [[500, 155]], offer: 139, fragrance: 'Mild', stock: 88 }),
  e({ name: 'Ujjwal Front Load Liquid Detergent 1 L', label: 'Front Load', category: 'liquid', packs: [[1000, 249], [3000, 699]], offer: 219, fragrance: 'Ocean Breeze', stock: 140 }),
  e({ name: 'Ujjwal Pro Liquid Detergent 5 L Can', label: 'Pro 5 L', category: 'liquid', packs: [[5000, 899]], offer: 799, fragrance: 'Spring Fresh', pro: true, stock: 60 }),
  e({ name: 'Ujjwal Colour Care Liquid Detergent 1 L', label: 'Colour Care', category: 'liquid', packs: [[1000, 215]], offer: 0, fragrance: 'Lily', stock: 75 }),
  e({ name: 'Ujjwal Baby Care Liquid Detergent 500 ml', label: 'Baby Care', category: 'liquid', packs: [[500, 180]], offer: 165, fragrance: 'Mild', stock: 30, inactive: true }),
  // Dishwash
  e({ name: 'Ujjwal Dishwash Gel Lemon 500 ml', label: 'Dishwash Gel', category: 'dishwash', packs: [[500, 110], [1000, 199]], offer: 99, fragrance: 'Lemon', stock: 410 }),
  e({ name: 'Ujjwal Dishwash Gel Lemon 1 L', label: 'Dishwash Gel', category: 'dishwash', packs: [[1000, 199]], offer: 175, fragrance: 'Lemon', stock: 230 }),
  e({ name: 'Ujjwal Dishwash Bar 200 g', label: 'Dishwash Bar', category: 'dishwash', packs: [[200, 30], [600, 85]], offer: 27, fragrance: 'Lemon', stock: 900 }),
  e({ name: 'Ujjwal Dishwash Powder 1 kg', label: 'Dishwash Powder', category: 'dishwash', packs: [[1000, 90]], offer: 80, fragrance: 'Lime', stock: 180 }),
  e({ name: 'Ujjwal Pro Dishwash Liquid 5 L Can', label: 'Pro 5 L', category: 'dishwash', packs: [[5000, 650]], offer: 579, fragrance: 'Lemon', pro: true, stock: 55 }),
  e({ name: 'Ujjwal Dishwash Gel Pudina 750 ml', label: 'Pudina Gel', category: 'dishwash', packs: [[750, 149]], offer: 135, fragrance: 'Mint', stock: 125 }),
  e({ name: 'Ujjwal Dishwash Scrub Bar 500 g', label: 'Scrub Bar', category: 'dishwash', packs: [[500, 55]], offer: 0, fragrance: 'Lime', stock: 0 }),
  // Floor cleaner
  e({ name: 'Ujjwal Floor Cleaner Lavender 1 L', label: 'Lavender', category: 'floor', packs: [[1000, 189], [2000, 349]], offer: 165, fragrance: 'Lavender', stock: 300 }),
  e({ name: 'Ujjwal Floor Cleaner Jasmine 500 ml', label: 'Jasmine', category: 'floor', packs: [[500, 99]], offer: 89, fragrance: 'Jasmine', stock: 210 }),
  e({ name: 'Ujjwal Floor Cleaner Citrus 2 L', label: 'Citrus', category: 'floor', packs: [[2000, 349]], offer: 315, fragrance: 'Citrus', stock: 90 }),
  e({ name: 'Ujjwal Phenyl White 1 L', label: 'Phenyl White', category: 'floor', packs: [[1000, 85], [5000, 375]], offer: 75, fragrance: 'Pine', stock: 380 }),
  e({ name: 'Ujjwal Pro Floor Cleaner 5 L Can', label: 'Pro 5 L', category: 'floor', packs: [[5000, 799]], offer: 699, fragrance: 'Lavender', pro: true, stock: 45 }),
  e({ name: 'Ujjwal Disinfectant Floor Cleaner Pine 1 L', label: 'Pine Disinfectant', category: 'floor', packs: [[1000, 210]], offer: 189, fragrance: 'Pine', stock: 160 }),
  e({ name: 'Ujjwal Floor Cleaner Rose 1 L', label: 'Rose', category: 'floor', packs: [[1000, 189]], offer: 0, fragrance: 'Rose', stock: 20, inactive: true }),
  // Toilet cleaner
  e({ name: 'Ujjwal Toilet Cleaner Thick Liquid 500 ml', label: 'Thick Liquid', category: 'toilet', packs: [[500, 99], [1000, 185]], offer: 89, fragrance: 'Original', stock: 350 }),
  e({ name: 'Ujjwal Toilet Cleaner Thick Liquid 1 L', label: 'Thick Liquid', category: 'toilet', packs: [[1000, 185]], offer: 165, fragrance: 'Original', stock: 140 }),
  e({ name: 'Ujjwal Toilet Cleaner Original 1 L', label: 'Original', category: 'toilet', packs: [[1000, 175]], offer: 159, fragrance: 'Original', stock: 110 }),
  e({ name: 'Ujjwal Bathroom Cleaner 500 ml', label: 'Bathroom', category: 'toilet', packs: [[500, 129]], offer: 115, fragrance: 'Citrus', stock: 130 }),
  e({ name: 'Ujjwal Pro Toilet Cleaner 5 L Can', label: 'Pro 5 L', category: 'toilet', packs: [[5000, 780]], offer: 699, fragrance: 'Original', pro: true, stock: 35 }),
  e({ name: 'Ujjwal Toilet Cleaner Twin Pack 2 x 500 ml', label: 'Twin Pack', category: 'toilet', packs: [[1000, 189]], offer: 169, fragrance: 'Original', stock: 0 }),
  e({ name: 'Ujjwal Tile & Bathroom Cleaner 1 L', label: 'Tile & Bath', category: 'toilet', packs: [[1000, 220]], offer: 199, fragrance: 'Citrus', stock: 70 }),
  // Glass and surface cleaner
  e({ name: 'Ujjwal Glass Cleaner Spray 500 ml', label: 'Glass Spray', category: 'glass', packs: [[500, 119], [250, 69]], offer: 99, fragrance: 'Aqua', stock: 240 }),
  e({ name: 'Ujjwal Glass Cleaner Refill 2 L', label: 'Glass Refill', category: 'glass', packs: [[2000, 299]], offer: 259, fragrance: 'Aqua', stock: 85 }),
  e({ name: 'Ujjwal Kitchen Surface Cleaner Spray 500 ml', label: 'Kitchen Spray', category: 'glass', packs: [[500, 149]], offer: 129, fragrance: 'Lime', stock: 150 }),
  e({ name: 'Ujjwal Multi-Surface Cleaner 1 L', label: 'Multi-Surface', category: 'glass', packs: [[1000, 199]], offer: 179, fragrance: 'Citrus', stock: 115 }),
  e({ name: 'Ujjwal Pro Glass Cleaner 5 L Can', label: 'Pro 5 L', category: 'glass', packs: [[5000, 690]], offer: 620, fragrance: 'Aqua', pro: true, stock: 30 }),
  e({ name: 'Ujjwal Glass Cleaner Spray 250 ml', label: 'Glass Spray', category: 'glass', packs: [[250, 69]], offer: 0, fragrance: 'Aqua', stock: 60, inactive: true }),
  // Hand wash
  e({ name: 'Ujjwal Hand Wash Aloe Vera 200 ml', label: 'Aloe Vera', category: 'handwash', packs: [[200, 99], [750, 199]], offer: 85, fragrance: 'Aloe Vera', stock: 420 }),
  e({ name: 'Ujjwal Hand Wash Aloe Vera Refill 750 ml', label: 'Aloe Refill', category: 'handwash', packs: [[750, 199]], offer: 169, fragrance: 'Aloe Vera', stock: 190 }),
  e({ name: 'Ujjwal Hand Wash Neem 200 ml', label: 'Neem', category: 'handwash', packs: [[200, 99]], offer: 89, fragrance: 'Neem', stock: 230 }),
  e({ name: 'Ujjwal Hand Wash Sandal 200 ml', label: 'Sandal', category: 'handwash', packs: [[200, 105]], offer: 0, fragrance: 'Sandalwood', stock: 0 }),
  e({ name: 'Ujjwal Pro Hand Wash 5 L Can', label: 'Pro 5 L', category: 'handwash', packs: [[5000, 899]], offer: 799, fragrance: 'Lemon', pro: true, stock: 25 }),
  e({ name: 'Ujjwal Hand Wash Lemon 250 ml', label: 'Lemon', category: 'handwash', packs: [[250, 109]], offer: 95, fragrance: 'Lemon', stock: 175 }),
  e({ name: 'Ujjwal Foaming Hand Wash 250 ml', label: 'Foaming', category: 'handwash', packs: [[250, 149]], offer: 129, fragrance: 'Green Apple', stock: 105 }),
];

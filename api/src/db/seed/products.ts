import { createHash } from 'node:crypto';
import type { InformationRow, NewProduct } from '../schema';
import { CATEGORY_NAMES, type CatalogueEntry, type CategoryKey, catalogue } from './catalogue';
import { PRODUCT_IMAGE_VIEWS, packSize, productImageFile, productImageUrl } from './product-images';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A seed product row plus the slugs of the products it links to and the star ratings it starts
 * with, stored as seeded: a product's average and count come from verified buyers only, so a
 * seeded product lists no rating until one rates it.
 */
export interface SeedProduct {
  row: Omit<NewProduct, 'categoryId'> & { slug: string };
  categoryName: string;
  linkedSlugs: string[];
  ratings: number[];
}

/** Sizes are in grams unless the name sells the pack by volume ('500 ml', '5 L'). */
export function weightUnitOf(name: string): 'g' | 'ml' {
  return /\d\s*(ml|L)\b/.test(name) ? 'ml' : 'g';
}

/**
 * `count` star ratings around `target` (a mix of the two whole stars beside it, with a few
 * either side), so the listed average is the average of real ratings.
 */
export function seedRatings(count: number, target: number): number[] {
  const low = Math.min(4, Math.floor(target));
  const highs = Math.round((target - low) * count);
  const stars = Array.from({ length: count }, (_, i) => (i < highs ? low + 1 : low));
  // Every fifth pair spreads one star apart (the sum, so the average, stays).
  for (let i = 0; i + 1 < count; i += 10) {
    const [a, b] = [stars[i] as number, stars[count - 1 - i] as number];
    if (a < 5 && b > 1 && i !== count - 1 - i) [stars[i], stars[count - 1 - i]] = [a + 1, b - 1];
  }
  return stars;
}

export const slugify = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A stable uuid-shaped id, so information sections keep their ids from seed to seed. */
function stableId(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const DESCRIPTIONS: Record<CategoryKey, string> = {
  powder:
    'lifts tough stains such as collar dirt, mud and turmeric in one wash, in buckets and in washing machines, and leaves clothes bright with a long-lasting fragrance.',
  liquid:
    'dissolves fully even in cold water, leaves no white residue and is gentle on colours and fabrics, so clothes stay soft and new-looking wash after wash.',
  dishwash: 'cuts through oil and masala stains on utensils with a little product, rinses off easily and leaves no smell of food behind.',
  floor: 'cleans marble, granite, tiles and mosaic floors, kills 99.9% of germs and leaves the room smelling fresh for hours.',
  toilet:
    'clings under the rim, removes hard-water stains and yellow marks and kills germs, for a toilet that is visibly clean and smells fresh.',
  glass: 'wipes away fingerprints, dust and grease from glass, mirrors and kitchen surfaces and dries streak-free in seconds.',
  handwash: 'removes germs while keeping hands soft, with a rich lather and a pH-balanced formula suitable for the whole family.',
};

const HOW_TO_USE: Record<CategoryKey, string[]> = {
  powder: [
    'Add one scoop to half a bucket of water for a normal load.',
    'Soak clothes for 30 minutes, then wash and rinse.',
    'For machines, pour into the detergent drawer.',
  ],
  liquid: [
    'Use one cap for a full machine load.',
    'Pour directly on tough stains before washing.',
    'Suitable for front-load and top-load machines.',
  ],
  dishwash: ['Put a few drops on a wet scrubber.', 'Scrub utensils and rinse with clean water.'],
  floor: ['Mix half a cap in half a bucket of water.', 'Mop the floor; no rinsing is needed.'],
  toilet: ['Squeeze under the rim and spread around the bowl.', 'Leave for 10 minutes, brush and flush.'],
  glass: ['Spray on the surface from 15 cm.', 'Wipe with a dry, lint-free cloth.'],
  handwash: ['Take a small amount on wet hands.', 'Lather for 20 seconds and rinse well.'],
};

const SAFETY = [
  'Keep out of reach of children.',
  'Avoid contact with eyes; if it happens, rinse well with water.',
  'Store in a cool, dry place away from sunlight.',
];
const MANUFACTURER = ['Manufactured and marketed by Ujjwal Home Care, India.', 'Customer care: Monday to Saturday, 10 am to 6 pm.'];

function information(slug: string, entry: CatalogueEntry, index: number): InformationRow[] {
  const sections: [string, string[]][] = [
    ['How to Use', HOW_TO_USE[entry.category]],
    ['Safety Information', SAFETY],
  ];
  if (index % 2 === 0) sections.push(['Manufacturer Details', MANUFACTURER]);
  return sections.map(([title, lines]) => ({ _id: stableId(`${slug}/${title}`), title, information: lines }));
}

/** GST: intra-state retail packs carry CGST 9% + SGST 9%; Pro bulk packs ship inter-state with IGST 18%. */
function taxes(entry: CatalogueEntry) {
  return entry.pro ? { cgst: '0', sgst: '0', igst: '18' } : { cgst: '9', sgst: '9', igst: '0' };
}

/** Pro packs carry a fixed handling charge; every fifth retail pack a small percentage. */
function otherCharges(entry: CatalogueEntry, index: number) {
  if (entry.pro) return { otherCharges: '40', otherChargesType: 'amount' as const };
  if (index % 5 === 3) return { otherCharges: '2', otherChargesType: 'percentage' as const };
  return { otherCharges: '0', otherChargesType: 'amount' as const };
}

function seedProduct(entry: CatalogueEntry, index: number, now: number): SeedProduct {
  const slug = slugify(entry.name);
  const categoryName = CATEGORY_NAMES[entry.category];
  const brand = entry.pro ? 'Ujjwal Pro' : 'Ujjwal';
  const images = PRODUCT_IMAGE_VIEWS.map((view) => productImageUrl(productImageFile(slug, view)));
  const firstPrice = entry.packs[0]?.[1] ?? 0;
  // Every eleventh product is too new to have been rated; the rest have 3 to 142 ratings.
  const ratings = index % 11 === 6 ? [] : seedRatings(3 + ((index * 53) % 140), 2.5 + ((index * 7) % 24) / 10);
  return {
    categoryName,
    linkedSlugs: [],
    ratings,
    row: {
      productName: entry.name,
      slug,
      productImages: images,
      weight: entry.packs.map(([weight, price]) => ({ weight, price })),
      weightUnit: weightUnitOf(entry.name),
      price: String(firstPrice),
      discountedAmount: String(entry.offer),
      stock: entry.stock,
      isActive: !entry.inactive,
      // 20-1500 sales, in an order unrelated to the list.
      salesCount: entry.pro ? 20 + ((index * 31) % 90) : 60 + ((index * 211) % 1440),
      viewCount: 100 + ((index * 97) % 3000),
      description: `${entry.name} ${DESCRIPTIONS[entry.category]}`,
      highlights: [
        ['Brand', brand],
        ['Category', categoryName],
        ['Fragrance', entry.fragrance],
        ['Net Quantity', packSize(entry.name)],
        ['Country of Origin', 'India'],
      ],
      information: information(slug, entry, index),
      ...taxes(entry),
      ...otherCharges(entry, index),
      hsnCode: entry.category === 'handwash' ? '3401' : '3402',
      // Added over the last six months, each on a different day.
      createdAt: new Date(now - (((index * 29) % 180) + 1) * DAY_MS),
    },
  };
}

/** Links each product to the next two of its category and to the first product of the next category. */
function linkCatalogue(items: SeedProduct[]): void {
  const keys = Object.keys(CATEGORY_NAMES) as CategoryKey[];
  keys.forEach((key, position) => {
    const own = items.filter((item) => item.categoryName === CATEGORY_NAMES[key]);
    const next = items.find((item) => item.categoryName === CATEGORY_NAMES[keys[(position + 1) % keys.length] as CategoryKey]);
    own.forEach((item, i) => {
      const neighbours = [own[(i + 1) % own.length], own[(i + 2) % own.length], next];
      item.linkedSlugs = [...new Set(neighbours.map((n) => n?.row.slug).filter((s): s is string => !!s && s !== item.row.slug))];
    });
  });
}

/** The seeded catalogue, with dates counted back from `now`. */
export function catalogueProducts(now: number): SeedProduct[] {
  const items = catalogue.map((entry, index) => seedProduct(entry, index, now));
  linkCatalogue(items);
  return items;
}

const EDITIONS = ['Saver Pack', 'Value Pack', 'Family Pack', 'Combo', 'Festive Edition', 'Twin Pack', 'Super Saver', 'Mega Pack'];
const rupees = (value: number) => (Math.round(value * 2) / 2).toFixed(2);

/**
 * Product `n` of a large benchmark catalogue (n counted past the real catalogue):
 * a variation of a catalogue product with its own name, price, stock and date,
 * reusing that product's images and texts. No links.
 */
export function variantProduct(n: number, now: number): SeedProduct {
  const baseIndex = n % catalogue.length;
  const round = Math.floor(n / catalogue.length);
  const base = seedProduct(catalogue[baseIndex] as CatalogueEntry, baseIndex, now);
  const scale = 0.85 + ((round * 7) % 7) * 0.05;
  const price = Number(base.row.price) * scale;
  const offer = Number(base.row.discountedAmount) > 0 && round % 4 !== 0 ? price * (0.8 + ((round * 3) % 4) * 0.05) : 0;
  const edition = `${EDITIONS[round % EDITIONS.length]} ${round}`;
  // A few ratings each, so a large catalogue stays quick to seed.
  const ratings = seedRatings(n % 7, 2.5 + ((n * 7) % 24) / 10);
  return {
    categoryName: base.categoryName,
    linkedSlugs: [],
    ratings,
    row: {
      ...base.row,
      productName: `${base.row.productName} ${edition}`,
      slug: `${base.row.slug}-${slugify(edition)}`,
      weight: (base.row.weight ?? []).map((option) => ({ weight: option.weight, price: Number(rupees(option.price * scale)) })),
      price: rupees(price),
      discountedAmount: offer > 0 ? rupees(offer) : '0',
      stock: (n * 37) % 11 === 0 ? 0 : (n * 13) % 500,
      isActive: n % 40 !== 7,
      salesCount: (n * 211) % 5000,
      createdAt: new Date(now - (((n * 29) % 365) + 1) * DAY_MS - (n % 1440) * 60_000),
    },
  };
}

/** How a product's other charges apply: a percentage of the unit price or a fixed amount per unit. */
export type OtherChargesType = 'percentage' | 'amount';

/** One highlight row, e.g. ['brand', 'Ujjwal']. */
export type Highlight = [label: string, value: string];

/** One section of the product's Information tab. */
export interface ProductInformation {
  _id: string;
  title: string;
  information: string[];
}

/** The unit a product's weight is counted in. */
export type WeightUnit = 'g' | 'kg' | 'ml' | 'L' | 'pieces';

/** A weight option on the product detail call; the first one is shown. */
export interface WeightOption {
  weight: number;
  price: number;
}

/** One shopper's rating of a product. */
export interface ProductRating {
  _id?: string;
  userId?: string;
  rating: number;
  review?: string;
}

/** The category a product belongs to, as embedded in the product. */
export interface ProductCategoryRef {
  _id?: string;
  categoryName: string;
}

/** A product of the catalogue. Money is in rupees (decimals); tax rates are percentages. */
export interface Product {
  _id: string;
  productName: string;
  productImages: string[];
  /** A plain number in lists; the detail call may send options instead. */
  weight: number | WeightOption[];
  /** The unit of `weight`; absent from older replies, which then show the bare number. */
  weightUnit?: WeightUnit;
  price: number;
  /** The selling price when the product is discounted; absent, null or 0 means no discount. */
  discountedAmount?: number | null;
  isOutOfStock: boolean;
  isActive: boolean;
  avgRating: number;
  /** How many shoppers rated it; the API counts ratings it does not list, so this wins over `ratings.length`. */
  ratingCount?: number;
  ratings: ProductRating[];
  /** Units sold; ranks the best sellers. */
  count: number;
  createdAt: string;
  description: string;
  highlights: Highlight[];
  information: ProductInformation[];
  linkedProducts?: Product[];
  productCategory?: ProductCategoryRef;
  cgst: number;
  sgst: number;
  igst: number;
  otherCharges: number;
  otherChargesType: OtherChargesType;
}

/**
 * A product as the product list (GET product) sends it: what a card shows, and what the cart's
 * sums read once the card puts it in the cart. The detail call sends the whole Product.
 */
export type ProductCard = Pick<
  Product,
  | '_id'
  | 'productName'
  | 'productImages'
  | 'weight'
  | 'weightUnit'
  | 'price'
  | 'discountedAmount'
  | 'isOutOfStock'
  | 'isActive'
  | 'avgRating'
  | 'ratingCount'
  | 'productCategory'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'otherCharges'
  | 'otherChargesType'
>;

import type { ProductCard, productRatingSchema } from '@shop/shared/contracts';
import type { z } from 'zod';
import type { InformationRow, Product, WeightOptionRow } from '../db/schema';

/** A product as the shop's pages read it; money and rates as numbers of rupees and percent. */
export interface ProductView {
  _id: string;
  productName: string;
  productImages: string[];
  /** Pack options: size in grams or millilitres and the price of that pack. */
  weight: WeightOptionRow[];
  weightUnit: Product['weightUnit'];
  price: number;
  discountedAmount: number;
  isOutOfStock: boolean;
  isActive: boolean;
  avgRating: number;
  ratingCount: number;
  /** The latest visible ratings of verified buyers, on the detail reply only. */
  ratings: z.output<typeof productRatingSchema>[];
  count: number;
  createdAt: Date;
  description: string;
  highlights: [string, string][];
  information: InformationRow[];
  linkedProducts: ProductView[];
  productCategory: { _id: string; categoryName: string };
  cgst: number;
  sgst: number;
  igst: number;
  otherCharges: number;
  otherChargesType: 'percentage' | 'amount';
  hsnCode: string;
}

/** A product as a card shows it in a list: the fields of the shared contract's ProductCard. */
export type ProductCardView = Pick<ProductView, keyof ProductCard>;

/** A product row joined with its category's name. */
export type ProductRow = Product & { categoryName: string };

/** The columns a card is made of. */
export type ProductCardRow = Pick<
  Product,
  | 'id'
  | 'productName'
  | 'productImages'
  | 'weight'
  | 'weightUnit'
  | 'price'
  | 'discountedAmount'
  | 'stock'
  | 'isActive'
  | 'avgRating'
  | 'ratingCount'
  | 'categoryId'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'otherCharges'
  | 'otherChargesType'
> & { categoryName: string };

// numeric columns arrive as exact decimal strings ("199.50"); Number() of those is the
// nearest double, which JSON prints as 199.5.
const decimal = (value: string) => Number(value);

export function toProductCard(row: ProductCardRow): ProductCardView {
  return {
    _id: row.id,
    productName: row.productName,
    productImages: row.productImages,
    weight: row.weight,
    weightUnit: row.weightUnit,
    price: decimal(row.price),
    discountedAmount: decimal(row.discountedAmount),
    isOutOfStock: row.stock === 0,
    isActive: row.isActive,
    avgRating: decimal(row.avgRating),
    ratingCount: row.ratingCount,
    productCategory: { _id: row.categoryId, categoryName: row.categoryName },
    cgst: decimal(row.cgst),
    sgst: decimal(row.sgst),
    igst: decimal(row.igst),
    otherCharges: decimal(row.otherCharges),
    otherChargesType: row.otherChargesType,
  };
}

export function toProductView(row: ProductRow, linkedProducts: ProductView[] = []): ProductView {
  return {
    ...toProductCard(row),
    // Lists and orders carry the average and count; the detail reply adds the latest ratings.
    ratings: [],
    count: row.salesCount,
    createdAt: row.createdAt,
    description: row.description,
    highlights: row.highlights,
    information: row.information,
    linkedProducts,
    hsnCode: row.hsnCode,
  };
}

import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** How a product's other charges apply: a percentage of the unit price or a fixed amount per unit. */
export const otherChargesTypeSchema = z.enum(['percentage', 'amount']);

/** The unit a product's weight is counted in. */
export const weightUnitSchema = z.enum(['g', 'kg', 'ml', 'L', 'pieces']);

/** A pack option: its size and its price; the first one is shown. */
export const weightOptionSchema = z.object({ weight: z.number(), price: z.number() });

/** One section of the product's Information tab. */
export const productInformationSchema = z.object({ _id: z.string(), title: z.string(), information: z.array(z.string()) });

/** One shopper's rating of a product; the product page shows the latest visible ones of verified buyers. */
export const productRatingSchema = z.object({
  _id: z.string().optional(),
  userId: z.string().optional(),
  rating: z.number(),
  /** The shopper's own words. */
  review: z.string().optional(),
  /** The shopper's first name; absent when their account is gone ('Verified buyer' then). */
  shopperName: z.string().optional(),
  createdAt: isoDateTime.optional(),
});

/** The category a product belongs to, as embedded in the product. */
export const productCategoryRefSchema = z.object({ _id: z.string().optional(), categoryName: z.string() });

/** A product as the product list (GET product) sends it: what a card shows and what the cart's sums read. */
export const productCardSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  productImages: z.array(z.string()),
  /** The pack options; a bare number on older records. */
  weight: z.union([z.array(weightOptionSchema), z.number()]),
  /** The unit of `weight`; absent from older records, which then show the bare number. */
  weightUnit: weightUnitSchema.optional(),
  /** Rupees. */
  price: z.number(),
  /** The selling price when the product is discounted; absent, null or 0 means no discount. */
  discountedAmount: z.number().nullable().optional(),
  isOutOfStock: z.boolean(),
  isActive: z.boolean(),
  avgRating: z.number(),
  /** How many shoppers rated it; wins over `ratings.length`. */
  ratingCount: z.number().optional(),
  productCategory: productCategoryRefSchema.optional(),
  /** Tax rates in percent. */
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  otherCharges: z.number(),
  otherChargesType: otherChargesTypeSchema,
});

const productFields = productCardSchema.extend({
  ratings: z.array(productRatingSchema),
  /** Units sold; ranks the best sellers. */
  count: z.number(),
  createdAt: isoDateTime,
  description: z.string(),
  /** Rows such as ['brand', 'Ujjwal']. */
  highlights: z.array(z.tuple([z.string(), z.string()])),
  information: z.array(productInformationSchema),
  hsnCode: z.string().optional(),
});

/** A product of the catalogue as the detail call sends it, with the products linked to it. */
export const productSchema = productFields.extend({ linkedProducts: z.array(productFields).optional() });

/** GET product: one page of cards, the number of matches, and the page asked for. */
export const productPageReplySchema = successReply(z.array(productCardSchema)).extend({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

/** GET product/home/famous: the home page's two rows. */
export const homeHighlightsReplySchema = successReply(z.object({ newArrived: z.array(productSchema), topBuyers: z.array(productSchema) }));

export const productReplySchema = successReply(productSchema);
export const productListReplySchema = successReply(z.array(productSchema));
export const productParamsSchema = z.object({ productId: z.string() });
/** PUT product/view/:productId: the view is counted; nothing else to say. */
export const viewRecordedReplySchema = z.object({ success: z.literal(true) });

export type OtherChargesType = z.infer<typeof otherChargesTypeSchema>;
export type WeightUnit = z.infer<typeof weightUnitSchema>;
export type Highlight = [label: string, value: string];
export type ProductInformation = z.infer<typeof productInformationSchema>;
export type ProductCard = z.input<typeof productCardSchema>;
export type Product = z.input<typeof productSchema>;
export type ProductPageReply = z.input<typeof productPageReplySchema>;

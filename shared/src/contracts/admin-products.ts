import { MAX_PRODUCT_PICTURES } from '@shop/shared/runtime-config';
import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';
import { otherChargesTypeSchema, productInformationSchema, weightUnitSchema } from './product';

const rupees = (what: string) =>
  z
    .number({ error: `Enter ${what} in rupees.` })
    .min(0, `Enter ${what} from ₹0.`)
    .max(10_000_000, `Enter ${what} up to ₹1,00,00,000.`)
    .refine((amount) => Math.round(amount * 100) === amount * 100, 'Use at most two decimals (paise).');
const rate = (name: string) =>
  z
    .number({ error: `Enter the ${name} rate in percent.` })
    .min(0, `Enter a ${name} rate from 0 %.`)
    .max(40, `Enter a ${name} rate up to 40 %.`)
    .refine((value) => Math.round(value * 100) === value * 100, 'Use at most two decimals.');
const shortText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);

const productFields = z.object({
  productName: z
    .string({ error: 'Enter the product’s name.' })
    .trim()
    .min(3, 'Enter a name of at least 3 characters.')
    .max(120, 'Use at most 120 characters.'),
  categoryId: z.uuid('Choose the category.'),
  /** The pack options; the first is the one shown. */
  weight: z
    .array(
      z.object({
        weight: z
          .number({ error: 'Enter the pack size.' })
          .gt(0, 'Enter a pack size above 0.')
          .max(100_000, 'Enter a pack size up to 100000.'),
        price: rupees('the pack’s price').refine((amount) => amount > 0, 'Enter a pack price above ₹0.'),
      }),
      { error: 'Give the pack sizes.' },
    )
    .min(1, 'Give at least one pack size.')
    .max(6, 'Give at most 6 pack sizes.'),
  weightUnit: weightUnitSchema,
  price: rupees('the price').refine((amount) => amount > 0, 'Enter a price above ₹0.'),
  /** The selling price when discounted; 0 for no discount. */
  discountedAmount: rupees('the discounted price').default(0),
  cgst: rate('CGST'),
  sgst: rate('SGST'),
  igst: rate('IGST'),
  otherCharges: rupees('the other charges').default(0),
  otherChargesType: otherChargesTypeSchema.default('amount'),
  hsnCode: z
    .string({ error: 'Enter the HSN code.' })
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, 'Enter an HSN code of 4, 6 or 8 digits.'),
  description: z.string().trim().max(5000, 'Use at most 5000 characters.').default(''),
  /** Rows such as ['Brand', 'Ujjwal']. */
  highlights: z
    .array(z.tuple([shortText('the highlight’s label', 40), shortText('the highlight', 200)]))
    .max(12, 'Give at most 12 highlights.')
    .default([]),
  information: z
    .array(
      z.object({
        title: shortText('the section’s title', 60),
        information: z.array(shortText('the line', 300)).min(1, 'Give the section at least one line.').max(20, 'Give at most 20 lines.'),
      }),
    )
    .max(10, 'Give at most 10 sections.')
    .default([]),
  /** "Customers also use", in this order. */
  linkedProductIds: z.array(z.uuid('Choose linked products from the list.')).max(8, 'Link at most 8 products.').default([]),
  isActive: z.boolean({ error: 'Say whether it is on sale.' }).default(true),
  lowStockThreshold: z
    .number({ error: 'Enter the low-stock level.' })
    .int('Enter whole units.')
    .min(0, 'Enter a level from 0.')
    .max(100_000, 'Enter a level up to 100000.')
    .default(10),
});

type ProductFieldsOut = z.output<typeof productFields>;

/** The rules between fields: the discount below the price, one kind of GST, no product linked to itself twice. */
function fieldsAgree(product: Partial<ProductFieldsOut>, context: z.RefinementCtx): void {
  const { price, discountedAmount, cgst, sgst, igst, linkedProductIds } = product;
  if (price !== undefined && discountedAmount !== undefined && discountedAmount >= price && discountedAmount > 0)
    context.addIssue({ code: 'custom', path: ['discountedAmount'], message: 'Enter a discounted price below the price, or 0.' });
  if (cgst !== undefined && sgst !== undefined && cgst !== sgst)
    context.addIssue({ code: 'custom', path: ['sgst'], message: 'SGST is the same rate as CGST.' });
  if (cgst !== undefined && igst !== undefined && cgst > 0 && igst > 0)
    context.addIssue({ code: 'custom', path: ['igst'], message: 'Give CGST and SGST, or IGST, not both.' });
  if (linkedProductIds && new Set(linkedProductIds).size !== linkedProductIds.length)
    context.addIssue({ code: 'custom', path: ['linkedProductIds'], message: 'Link each product once.' });
}

/** The copy the staff member edited: an edit made on an older one is refused with 409. */
const version = z.number({ error: 'The version edited is missing.' }).int().min(1);

/** POST admin/v1/products: every field of a product but its stock (a new product starts at 0) and its pictures (uploaded after). */
export const productBody = productFields.superRefine(fieldsAgree);
export type ProductBody = z.input<typeof productBody>;
export type ProductFields = z.output<typeof productBody>;

/** PATCH admin/v1/products/:productId: the fields that change, the pictures in their new order, and the version edited. */
export const productChangeBody = productFields
  .partial()
  .extend({
    /** The product's pictures as they are to be shown: its own, reordered or fewer. */
    productImages: z.array(z.string().max(300)).max(MAX_PRODUCT_PICTURES, `Show at most ${MAX_PRODUCT_PICTURES} pictures.`).optional(),
    version,
  })
  .superRefine(fieldsAgree);
export type ProductChangeBody = z.input<typeof productChangeBody>;

export const productAdminParams = z.object({ productId: z.uuid('No product has this address.') });

/** A product as staff edit it: every field, its stock, its pictures and the version to name in an edit. */
export const staffProductSchema = z.object({
  id: z.string(),
  productName: z.string(),
  slug: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  productImages: z.array(z.string()),
  weight: z.array(z.object({ weight: z.number(), price: z.number() })),
  weightUnit: weightUnitSchema,
  price: z.number(),
  discountedAmount: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  otherCharges: z.number(),
  otherChargesType: otherChargesTypeSchema,
  hsnCode: z.string(),
  description: z.string(),
  highlights: z.array(z.tuple([z.string(), z.string()])),
  information: z.array(productInformationSchema),
  linkedProductIds: z.array(z.string()),
  isActive: z.boolean(),
  lowStockThreshold: z.number(),
  stock: z.number(),
  avgRating: z.number(),
  ratingCount: z.number(),
  salesCount: z.number(),
  /** Whether an order names it: such a product can be switched off, never deleted. */
  ordered: z.boolean(),
  version: z.number(),
  createdAt: isoDateTime,
});
export type StaffProduct = z.input<typeof staffProductSchema>;
export const staffProductReplySchema = successReply(z.object({ product: staffProductSchema }));

/** One row of the back office's product list. */
export const staffProductRowSchema = staffProductSchema.pick({
  id: true,
  productName: true,
  categoryName: true,
  productImages: true,
  price: true,
  discountedAmount: true,
  stock: true,
  lowStockThreshold: true,
  isActive: true,
  version: true,
});
export type StaffProductRow = z.input<typeof staffProductRowSchema>;

/** GET admin/v1/products: a name to look for, switched-off ones too or not, a page. */
export const staffProductsQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').default(''),
  active: z.enum(['all', 'on', 'off'], { error: 'Choose all, on or off.' }).default('all'),
  page: z.coerce.number().int('Give the page as a whole number.').min(1, 'Pages start at 1.').max(1000).default(1),
});
export const STAFF_PRODUCTS_PAGE = 50;
export const staffProductsReplySchema = successReply(
  z.object({ products: z.array(staffProductRowSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
);

/** GET admin/v1/product-names: every product by name, to choose from (a linked product, a free one). */
export const productNamesReplySchema = successReply(
  z.object({ products: z.array(z.object({ id: z.string(), productName: z.string(), isActive: z.boolean() })) }),
);
export type ProductName = z.infer<typeof productNamesReplySchema>['data']['products'][number];

/** POST admin/v1/products/import: a products file to preview, or to apply as previewed (its digest). */
export const productImportBody = z.object({
  csv: z.string({ error: 'Choose a CSV file.' }).min(1, 'The file is empty.').max(2_000_000, 'Import a file of at most 2 MB.'),
  apply: z.boolean().default(false),
  digest: z.string().max(64).optional(),
});
export type ProductImportBody = z.input<typeof productImportBody>;
const importChange = z.object({
  row: z.number(),
  kind: z.enum(['new', 'change', 'same']),
  productName: z.string(),
  changes: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
});
export type ProductImportChange = z.infer<typeof importChange>;
/** The changes the file makes, whether they were written, and the digest to apply exactly these. */
export const productImportReplySchema = successReply(
  z.object({ changes: z.array(importChange), digest: z.string(), written: z.boolean() }),
);
export type ProductImportReply = z.infer<typeof productImportReplySchema>['data'];
/** A file refused: every problem, by row (the header being row 1) and column. */
export interface ProductImportProblem {
  row: number;
  column: string | null;
  message: string;
}

/** POST admin/v1/products/:productId/images: the product with its pictures, the new ones last. */
export const productPicturesReplySchema = staffProductReplySchema;

/** A number as typed in a form (empty for `empty`), then held to the field's own rules. */
const typedNumber = <T extends z.ZodType<unknown, number>>(rule: T, what: string, empty?: number) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d+(\.\d+)?$/.test(text) || (text === '' && empty !== undefined), `Enter ${what} as a number.`)
    .transform((text) => (text === '' ? (empty ?? 0) : Number(text)))
    .pipe(rule);

/**
 * Lines typed in a text box, each read by `read` and then held to `item`: a wrong line is named
 * by its number on the box itself, so a staff member sees which one to mend.
 */
function typedList<T extends z.ZodType>(item: T, read: (line: string) => unknown, what: string, max: number) {
  return z.string().transform((text, context) => {
    const lines = text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length > max) {
      context.addIssue({ code: 'custom', message: `Give at most ${max} ${what}.` });
      return z.NEVER;
    }
    const items: z.output<T>[] = [];
    for (const [index, line] of lines.entries()) {
      const parsed = item.safeParse(read(line));
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: `Line ${index + 1}: ${parsed.error.issues[0]?.message ?? 'not understood.'}` });
        return z.NEVER;
      }
      items.push(parsed.data);
    }
    return items;
  });
}

const packLine = (line: string) => {
  const [weight = '', price = '', ...rest] = line.split(',').map((part) => part.trim());
  const number = (text: string) => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN);
  return rest.length ? {} : { weight: number(weight), price: number(price) };
};
const highlightLine = (line: string) => {
  const colon = line.indexOf(':');
  return colon < 0 ? ['', line] : [line.slice(0, colon), line.slice(colon + 1)];
};

/** Sections typed as a title line followed by lines starting with "-"; a blank line is skipped. */
const typedSections = z.string().transform((text, context) => {
  const sections: { title: string; information: string[] }[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line) continue;
    const current = sections.at(-1);
    if (line.startsWith('-')) {
      if (!current) {
        context.addIssue({ code: 'custom', message: `Line ${index + 1}: start with a section title before its "-" lines.` });
        return z.NEVER;
      }
      current.information.push(line.slice(1).trim());
    } else sections.push({ title: line, information: [] });
  }
  const checked = productFields.shape.information.safeParse(sections);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    const section = typeof issue?.path[0] === 'number' ? sections[issue.path[0]]?.title : undefined;
    context.addIssue({ code: 'custom', message: section ? `${section}: ${issue?.message}` : (issue?.message ?? 'Not understood.') });
    return z.NEVER;
  }
  return checked.data;
});

/** The back office's product form: numbers, packs, highlights and sections as typed, then held to the same rules. */
export const productForm = productFields
  .extend({
    weight: typedList(productFields.shape.weight.element, packLine, 'pack sizes', 6).pipe(productFields.shape.weight),
    price: typedNumber(productFields.shape.price, 'the price'),
    discountedAmount: typedNumber(rupees('the discounted price'), 'the discounted price', 0),
    cgst: typedNumber(rate('CGST'), 'the CGST rate', 0),
    sgst: typedNumber(rate('SGST'), 'the SGST rate', 0),
    igst: typedNumber(rate('IGST'), 'the IGST rate', 0),
    otherCharges: typedNumber(rupees('the other charges'), 'the other charges', 0),
    highlights: typedList(productFields.shape.highlights.unwrap().element, highlightLine, 'highlights', 12),
    information: typedSections,
    lowStockThreshold: typedNumber(productFields.shape.lowStockThreshold.unwrap(), 'the low-stock level', 10),
    isActive: z.boolean(),
  })
  .superRefine(fieldsAgree);

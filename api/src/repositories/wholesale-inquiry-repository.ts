import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { products, wholesaleInquiries, wholesaleInquiryProducts } from '../db/schema';
import { isUuid } from './product-repository';

export interface WholesaleInquiryInput {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  orderType: string;
  deliveryTimeline: string;
  notes: string;
  products: { productId: string; quantity: number }[];
}

/** A product row as stored, with the product's name for mails and reading. */
export interface WholesaleInquiryLine {
  productId: string;
  productName: string;
  quantity: number;
}

export interface WholesaleInquiryView extends Omit<WholesaleInquiryInput, 'products'> {
  _id: string;
  userId: string | null;
  createdAt: Date;
  products: WholesaleInquiryLine[];
}

/** Some rows name a product that does not exist or is no longer sold; nothing was stored. */
export class UnavailableProductsError extends Error {
  constructor(
    /** Indexes of the offending rows, in the order they were sent. */
    readonly rows: number[],
  ) {
    super(`Products not available in rows ${rows.join(', ')}`);
    this.name = 'UnavailableProductsError';
  }
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

// Locks the rows it finds so a product cannot be switched off before the inquiry commits.
async function activeProductNames(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, productName: products.productName })
    .from(products)
    .where(and(inArray(products.id, wanted), eq(products.isActive, true)))
    .for('share');
  return new Map(rows.map((row) => [row.id, row.productName]));
}

export function createWholesaleInquiryRepository(db: AppDb) {
  return {
    /**
     * Stores the inquiry and its product rows in one transaction: every product must exist and
     * be active (else UnavailableProductsError), and any failure leaves nothing behind.
     */
    async create(input: WholesaleInquiryInput, userId: string | null = null): Promise<{ _id: string; products: WholesaleInquiryLine[] }> {
      const { products: rows, ...fields } = input;
      return db.transaction(async (tx) => {
        const names = await activeProductNames(
          tx,
          rows.map((row) => row.productId),
        );
        const missing = rows.flatMap((row, index) => (names.has(row.productId) ? [] : [index]));
        if (missing.length > 0) throw new UnavailableProductsError(missing);

        const [inquiry] = await tx
          .insert(wholesaleInquiries)
          .values({ ...fields, userId })
          .returning({ id: wholesaleInquiries.id });
        if (!inquiry) throw new Error('Insert into wholesaleInquiries returned no row');
        await tx
          .insert(wholesaleInquiryProducts)
          .values(rows.map((row) => ({ inquiryId: inquiry.id, productId: row.productId, quantity: row.quantity })));
        const lines = rows.map((row) => ({ ...row, productName: names.get(row.productId) ?? '' }));
        return { _id: inquiry.id, products: lines };
      });
    },

    /** The newest inquiry sent from an e-mail address (case ignored), with its product rows by product name. */
    async findLatestByEmail(email: string): Promise<WholesaleInquiryView | undefined> {
      const [row] = await db
        .select()
        .from(wholesaleInquiries)
        .where(sql`lower(${wholesaleInquiries.email}) = lower(${email})`)
        .orderBy(desc(wholesaleInquiries.createdAt), desc(wholesaleInquiries.id))
        .limit(1);
      if (!row) return undefined;
      const lines = await db
        .select({
          productId: wholesaleInquiryProducts.productId,
          productName: products.productName,
          quantity: wholesaleInquiryProducts.quantity,
        })
        .from(wholesaleInquiryProducts)
        .innerJoin(products, eq(products.id, wholesaleInquiryProducts.productId))
        .where(eq(wholesaleInquiryProducts.inquiryId, row.id))
        .orderBy(asc(products.productName));
      const { id, ...rest } = row;
      return { _id: id, ...rest, products: lines };
    },
  };
}

export type WholesaleInquiryRepository = ReturnType<typeof createWholesaleInquiryRepository>;

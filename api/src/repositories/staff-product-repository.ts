import { randomBytes } from 'node:crypto';
import type { ProductFields, StaffProductRow, staffProductSchema } from '@shop/shared/contracts';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CsvProblem,
  type CsvProduct,
  type CsvRow,
  cellsOf,
  IMPORTED_COLUMNS,
  type ImportChange,
  previewDigest,
} from '../catalogue/product-csv';
import type { AppDb } from '../db/client';
import { categories, orderLines, productLinks, products } from '../db/schema';
import { isForeignKeyViolation } from '../db/unique-violation';
import { escapeLike } from './like-pattern';

type ProductTableRow = typeof products.$inferSelect;
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** A product as staff edit it, with its category's name, its linked products and whether any order names it. */
export interface StaffProductRecord {
  row: ProductTableRow;
  categoryName: string;
  linkedProductIds: string[];
  ordered: boolean;
}

/** How a staff write ended: the product written, or why nothing was. */
export type ProductWrite =
  | { kind: 'written'; before?: StaffProductRecord; product: StaffProductRecord }
  | { kind: 'not-found' }
  | { kind: 'changed'; current: StaffProductRecord }
  | { kind: 'no-category' }
  | { kind: 'no-linked-product' }
  | { kind: 'foreign-picture' };

/** The changes a staff edit may make: any field of the form, and the pictures reordered or fewer. */
export type ProductChange = Partial<ProductFields> & { productImages?: string[] };

const decimal = (value: number | undefined) => (value === undefined ? undefined : String(value));

/** The database's columns for the form's fields: money and rates as exact text, sections with ids. */
function columnsOf(fields: Partial<ProductFields>) {
  const { linkedProductIds: _linked, information, price, discountedAmount, cgst, sgst, igst, otherCharges, ...rest } = fields;
  const exact = { price, discountedAmount, cgst, sgst, igst, otherCharges };
  return {
    ...rest,
    ...Object.fromEntries(Object.entries(exact).flatMap(([name, value]) => (value === undefined ? [] : [[name, decimal(value)]]))),
    ...(information ? { information: information.map((section) => ({ _id: randomBytes(12).toString('hex'), ...section })) } : {}),
  } as Partial<typeof products.$inferInsert>;
}

/** A readable address for a new product: its name, and a few random letters so two of one name differ. */
export function newSlug(name: string): string {
  const base = name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${base || 'product'}-${randomBytes(3).toString('hex')}`;
}

/** A product as the products file shows it. */
export function toCsvProduct(record: StaffProductRecord): CsvProduct {
  const { information: _information, linkedProductIds: _linked, ...fields } = toStaffProduct(record);
  return { id: record.row.id, productName: record.row.productName, categoryName: record.categoryName, fields, stock: record.row.stock };
}

/** How an import ended: what it changes (written or only previewed), or why nothing can be. */
export type ImportResult =
  | { kind: 'planned'; changes: ImportChange[]; digest: string; written: boolean }
  | { kind: 'problems'; problems: CsvProblem[] }
  | { kind: 'stale'; changes: ImportChange[]; digest: string };

/** A product for the back office, every field as the contract sends it. */
export function toStaffProduct({ row, categoryName, linkedProductIds, ordered }: StaffProductRecord): z.output<typeof staffProductSchema> {
  return {
    id: row.id,
    productName: row.productName,
    slug: row.slug,
    categoryId: row.categoryId,
    categoryName,
    productImages: row.productImages,
    weight: row.weight.map((option) => ({ weight: Number(option.weight), price: Number(option.price) })),
    weightUnit: row.weightUnit,
    price: Number(row.price),
    discountedAmount: Number(row.discountedAmount),
    cgst: Number(row.cgst),
    sgst: Number(row.sgst),
    igst: Number(row.igst),
    otherCharges: Number(row.otherCharges),
    otherChargesType: row.otherChargesType,
    hsnCode: row.hsnCode,
    description: row.description,
    highlights: row.highlights,
    information: row.information,
    linkedProductIds,
    isActive: row.isActive,
    lowStockThreshold: row.lowStockThreshold,
    stock: row.stock,
    avgRating: Number(row.avgRating),
    ratingCount: row.ratingCount,
    salesCount: row.salesCount,
    ordered,
    version: row.version,
    createdAt: row.createdAt,
  };
}

/**
 * Products as Catalogue & marketing keep them: created at stock 0 (stock changes only as
 * movements), edited only from the version last read, switched off rather than deleted once an
 * order names them. Every write is seen by the catalogue's change notices (migration 0007).
 */
export function createStaffProductRepository(db: AppDb) {
  async function record(tx: Tx | AppDb, id: string, lock = false): Promise<StaffProductRecord | undefined> {
    const query = tx
      .select({ row: products, categoryName: categories.categoryName })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, id));
    const [found] = lock ? await query.for('update', { of: products }) : await query;
    if (!found) return undefined;
    const links = await tx
      .select({ id: productLinks.linkedProductId })
      .from(productLinks)
      .where(eq(productLinks.productId, id))
      .orderBy(asc(productLinks.sortOrder));
    const [named] = await tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, id)).limit(1);
    return { row: found.row, categoryName: found.categoryName, linkedProductIds: links.map((link) => link.id), ordered: Boolean(named) };
  }

  /** Whether the category and every linked product exist (a link to itself is refused as unknown). */
  async function refsProblem(tx: Tx, fields: Partial<ProductFields>, selfId?: string): Promise<ProductWrite | undefined> {
    if (fields.categoryId) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, fields.categoryId));
      if (!category) return { kind: 'no-category' };
    }
    const linked = fields.linkedProductIds ?? [];
    if (linked.length > 0) {
      if (selfId && linked.includes(selfId)) return { kind: 'no-linked-product' };
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, linked));
      if (found.length !== linked.length) return { kind: 'no-linked-product' };
    }
    return undefined;
  }

  async function writeLinks(tx: Tx, productId: string, linked: string[]): Promise<void> {
    await tx.delete(productLinks).where(eq(productLinks.productId, productId));
    if (linked.length > 0)
      await tx.insert(productLinks).values(linked.map((linkedProductId, sortOrder) => ({ productId, linkedProductId, sortOrder })));
  }

  return {
    byId: (id: string) => record(db, id),

    /** A page of products by name, switched-off ones too unless asked otherwise, newest first among equals. */
    async list(query: { q: string; active: 'all' | 'on' | 'off'; page: number; pageSize: number }) {
      const where = and(
        query.q ? ilike(products.productName, `%${escapeLike(query.q)}%`) : undefined,
        query.active === 'all' ? undefined : eq(products.isActive, query.active === 'on'),
      );
      const rows = await db
        .select({
          id: products.id,
          productName: products.productName,
          categoryName: categories.categoryName,
          productImages: products.productImages,
          price: products.price,
          discountedAmount: products.discountedAmount,
          stock: products.stock,
          lowStockThreshold: products.lowStockThreshold,
          isActive: products.isActive,
          version: products.version,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(asc(sql`lower(${products.productName})`), asc(products.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ total: count() }).from(products).where(where);
      const list: StaffProductRow[] = rows.map((row) => ({
        ...row,
        price: Number(row.price),
        discountedAmount: Number(row.discountedAmount),
      }));
      return { products: list, total: total?.total ?? 0 };
    },

    /** Every product's id and name, by name, to choose from. */
    names: () =>
      db
        .select({ id: products.id, productName: products.productName, isActive: products.isActive })
        .from(products)
        .orderBy(asc(sql`lower(${products.productName})`), asc(products.id)),

    /** A new product at stock 0 with no pictures yet. */
    async create(fields: ProductFields): Promise<ProductWrite> {
      return db.transaction(async (tx) => {
        const problem = await refsProblem(tx, fields);
        if (problem) return problem;
        const [row] = await tx
          .insert(products)
          .values({ ...columnsOf(fields), slug: newSlug(fields.productName), stock: 0 } as typeof products.$inferInsert)
          .returning({ id: products.id });
        if (!row) throw new Error('insert returned no product');
        await writeLinks(tx, row.id, fields.linkedProductIds);
        const product = await record(tx, row.id);
        if (!product) throw new Error('the new product could not be read back');
        return { kind: 'written', product };
      });
    },

    /**
     * Changes a product only if it is still at `version`, the one the staff member edited; the
     * pictures may only be reordered or dropped here (new ones come through `addPictures`).
     */
    async update(id: string, version: number, change: ProductChange): Promise<ProductWrite> {
      return db.transaction(async (tx) => {
        const before = await record(tx, id, true);
        if (!before) return { kind: 'not-found' };
        if (before.row.version !== version) return { kind: 'changed', current: before };
        const problem = await refsProblem(tx, change, id);
        if (problem) return problem;
        if (change.productImages?.some((image) => !before.row.productImages.includes(image))) return { kind: 'foreign-picture' };
        const { productImages, ...fields } = change;
        await tx
          .update(products)
          .set({ ...columnsOf(fields), ...(productImages ? { productImages } : {}), version: sql`${products.version} + 1` })
          .where(eq(products.id, id));
        if (fields.linkedProductIds) await writeLinks(tx, id, fields.linkedProductIds);
        const product = await record(tx, id);
        if (!product) throw new Error('the product could not be read back');
        return { kind: 'written', before, product };
      });
    },

    /** Adds pictures after the product's own, up to `max`; false when that would be too many. */
    async addPictures(id: string, addresses: string[], max: number): Promise<ProductWrite | { kind: 'too-many'; room: number }> {
      return db.transaction(async (tx) => {
        const before = await record(tx, id, true);
        if (!before) return { kind: 'not-found' };
        const room = max - before.row.productImages.length;
        if (addresses.length > room) return { kind: 'too-many', room };
        await tx
          .update(products)
          .set({ productImages: [...before.row.productImages, ...addresses], version: sql`${products.version} + 1` })
          .where(eq(products.id, id));
        const product = await record(tx, id);
        if (!product) throw new Error('the product could not be read back');
        return { kind: 'written', before, product };
      });
    },

    /**
     * Deletes a product nothing keeps a record of; one an order (or an inquiry) names stays, to be
     * switched off instead, so its invoices and history still read.
     */
    async remove(id: string): Promise<{ kind: 'removed'; before: StaffProductRecord } | { kind: 'not-found' } | { kind: 'ordered' }> {
      try {
        return await db.transaction(async (tx) => {
          const before = await record(tx, id, true);
          if (!before) return { kind: 'not-found' };
          if (before.ordered) return { kind: 'ordered' };
          await tx.delete(products).where(eq(products.id, id));
          return { kind: 'removed', before };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return { kind: 'ordered' };
        throw error;
      }
    },

    /**
     * Imports the rows of a products file in one transaction: every category found by its name and
     * every id found, or nothing is written. Without `apply` it only answers the changes; with it
     * the changes are written only if they are still the ones previewed (`digest`).
     */
    async importRows(rows: readonly CsvRow[], apply: { digest: string } | undefined): Promise<ImportResult> {
      return db.transaction(async (tx): Promise<ImportResult> => {
        const named = await tx.select({ id: categories.id, name: categories.categoryName }).from(categories);
        const categoryIds = new Map(named.map((category) => [category.name.toLowerCase(), category]));
        const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
        const current = new Map<string, StaffProductRecord>();
        if (ids.length > 0) {
          const locked = await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).for('update');
          for (const { id } of locked) {
            const found = await record(tx, id);
            if (found) current.set(id, found);
          }
        }
        const problems: CsvProblem[] = [];
        const changes: ImportChange[] = [];
        for (const row of rows) {
          const category = categoryIds.get(row.categoryName.toLowerCase());
          if (!category) problems.push({ row: row.row, column: 'category', message: `No category is named ${row.categoryName}.` });
          const before = row.id ? current.get(row.id) : undefined;
          if (row.id && !before)
            problems.push({ row: row.row, column: 'id', message: 'No product has this id: leave it empty to add one.' });
          if (!category || (row.id && !before)) continue;
          const after = cellsOf({
            id: row.id ?? '',
            productName: row.fields.productName,
            categoryName: category.name,
            fields: row.fields,
            stock: 0,
          });
          const old = before ? cellsOf(toCsvProduct(before)) : undefined;
          const changed = IMPORTED_COLUMNS.filter((column) => !old || old[column] !== after[column]).map((column) => ({
            column,
            before: old?.[column] ?? '',
            after: after[column],
          }));
          changes.push({
            row: row.row,
            kind: !old ? 'new' : changed.length > 0 ? 'change' : 'same',
            productName: row.fields.productName,
            changes: changed,
          });
        }
        if (problems.length > 0) return { kind: 'problems', problems } as const;
        const digest = previewDigest(changes);
        if (!apply) return { kind: 'planned', changes, digest, written: false } as const;
        if (apply.digest !== digest) return { kind: 'stale', changes, digest } as const;
        for (const row of rows) {
          const category = categoryIds.get(row.categoryName.toLowerCase());
          if (!category) continue;
          const columns = { ...columnsOf({ ...row.fields }), categoryId: category.id };
          if (!row.id) {
            await tx
              .insert(products)
              .values({ ...columns, slug: newSlug(row.fields.productName), stock: 0 } as typeof products.$inferInsert);
          } else if (changes.find((change) => change.row === row.row)?.kind === 'change') {
            await tx
              .update(products)
              .set({ ...columns, version: sql`${products.version} + 1` })
              .where(eq(products.id, row.id));
          }
        }
        return { kind: 'planned', changes, digest, written: true } as const;
      });
    },

    /** Every product with every field, for the CSV export, by name. */
    async everyProduct(): Promise<StaffProductRecord[]> {
      const rows = await db
        .select({ row: products, categoryName: categories.categoryName })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(asc(sql`lower(${products.productName})`), asc(products.id));
      const links = await db.select().from(productLinks).orderBy(asc(productLinks.productId), asc(productLinks.sortOrder));
      const ordered = new Set((await db.selectDistinct({ id: orderLines.productId }).from(orderLines)).map((line) => line.id));
      return rows.map(({ row, categoryName }) => ({
        row,
        categoryName,
        linkedProductIds: links.filter((link) => link.productId === row.id).map((link) => link.linkedProductId),
        ordered: ordered.has(row.id),
      }));
    },
  };
}

export type StaffProductRepository = ReturnType<typeof createStaffProductRepository>;

import type { SortCode } from '@shop/shared/contracts';
import { isRecordId } from '@shop/shared/routing';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories, productLinks, products } from '../db/schema';
import { correctionsOf } from './fuzzy-words';
import { type ProductCardView, type ProductRow, type ProductView, toProductCard, toProductView } from './product-view';

/** What the listing narrows the active products to. */
export interface ProductFilter {
  categoryId?: string;
  /** Bounds on the price a shopper pays, in rupees, as exact decimal text. */
  priceFrom?: string;
  priceTo?: string;
  minRating?: number;
}

export interface ProductListQuery extends ProductFilter {
  page: number;
  limit: number;
  sort: SortCode;
}

/** Whether a text has the shape of a product or category id: the check the shop makes before asking, so both agree. */
export const isUuid = (value: string) => isRecordId(value);

/**
 * How long the search's words are reused at most. A change to names, brands or categories
 * replaces them at once (`forgetSearchWords`); this only bounds a missed notice.
 */
const SEARCH_WORDS_TTL_MS = 10 * 60_000;

/**
 * Each order ends in the id, so ties keep one order and pages never overlap; the direction of
 * that last key makes each order (or its reverse) exactly one index of the schema.
 */
const SORTS: Record<SortCode, SQL[]> = {
  na: [asc(sql`lower(${products.productName})`), asc(products.id)],
  nz: [desc(sql`lower(${products.productName})`), desc(products.id)],
  d: [desc(sql`((${products.price} - ${products.paidPrice}) / ${products.price})`), asc(products.paidPrice), asc(products.id)],
  pl: [asc(products.paidPrice), asc(products.id)],
  ph: [desc(products.paidPrice), desc(products.id)],
  // Relevance: what can be bought now, then what sells, then what is new.
  '': [asc(sql`(${products.stock} = 0)`), desc(products.salesCount), desc(products.createdAt), asc(products.id)],
};

const cardColumns = {
  id: products.id,
  productName: products.productName,
  productImages: products.productImages,
  weight: products.weight,
  weightUnit: products.weightUnit,
  price: products.price,
  discountedAmount: products.discountedAmount,
  stock: products.stock,
  isActive: products.isActive,
  avgRating: products.avgRating,
  ratingCount: products.ratingCount,
  categoryId: products.categoryId,
  categoryName: categories.categoryName,
  cgst: products.cgst,
  sgst: products.sgst,
  igst: products.igst,
  otherCharges: products.otherCharges,
  otherChargesType: products.otherChargesType,
};

/** The active products a listing's filters keep. */
function listingFilter(filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.isActive, true),
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.priceFrom !== undefined ? gte(products.paidPrice, filter.priceFrom) : undefined,
    filter.priceTo !== undefined ? lte(products.paidPrice, filter.priceTo) : undefined,
    filter.minRating !== undefined ? gte(products.avgRating, String(filter.minRating)) : undefined,
  );
}

/** The quick search's text as it is matched: lower case, single spaces, no spaces around. */
export const normaliseSearchText = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** What the quick search matches words against, read together. */
interface SearchWords {
  /** Distinct words of active products' names, brands and categories, for typo correction. */
  vocabulary: string[];
  /** Every category with its lower-case name. */
  categories: { id: string; name: string }[];
}

export function createProductRepository(db: AppDb) {
  const selectProducts = () =>
    db
      .select({ ...getTableColumns(products), categoryName: categories.categoryName })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));

  const views = (rows: ProductRow[]) => rows.map((row) => toProductView(row));

  let searchWords: { read: Promise<SearchWords>; startedAt: number } | undefined;

  async function readSearchWords(): Promise<SearchWords> {
    const result = await db.execute<{ word: string }>(sql`
      select distinct word from (
        select regexp_split_to_table(lower(${products.productName} || ' ' || ${products.brand} || ' ' || ${categories.categoryName}), '[^a-z0-9]+') as word
        from ${products} join ${categories} on ${categories.id} = ${products.categoryId}
        where ${products.isActive}
      ) words
      where length(word) >= 3`);
    const rows = Array.isArray(result) ? result : (result as { rows: { word: string }[] }).rows;
    const categoryRows = await db.select({ id: categories.id, name: sql<string>`lower(${categories.categoryName})` }).from(categories);
    return { vocabulary: rows.map((row) => row.word), categories: categoryRows };
  }

  /** The search's words, read once for every search that needs them at the same time. */
  function currentSearchWords(): Promise<SearchWords> {
    if (!searchWords || Date.now() - searchWords.startedAt >= SEARCH_WORDS_TTL_MS) {
      const read = readSearchWords();
      searchWords = { read, startedAt: Date.now() };
      // A failed read is not kept: the next search tries again.
      read.catch(() => {
        if (searchWords?.read === read) searchWords = undefined;
      });
    }
    return searchWords.read;
  }

  return {
    /** One page of active products as cards, filtered and sorted as the shop's listing asks. */
    async page(query: ProductListQuery): Promise<ProductCardView[]> {
      const rows = await db
        .select(cardColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(listingFilter(query))
        .orderBy(...SORTS[query.sort])
        .limit(query.limit)
        .offset(query.page * query.limit);
      return rows.map(toProductCard);
    },

    /** How many active products pass the listing's filters, over all pages. */
    async count(filter: ProductFilter): Promise<number> {
      const [counted] = await db.select({ total: count() }).from(products).where(listingFilter(filter));
      return counted?.total ?? 0;
    },

    /** An active product with its active linked products; undefined for unknown or inactive ids. */
    async findActive(id: string): Promise<ProductView | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await selectProducts().where(and(eq(products.id, id), eq(products.isActive, true)));
      if (!row) return undefined;
      const linked = await selectProducts()
        .innerJoin(productLinks, eq(productLinks.linkedProductId, products.id))
        .where(and(eq(productLinks.productId, id), eq(products.isActive, true)))
        .orderBy(asc(productLinks.sortOrder));
      return toProductView(row, views(linked));
    },

    /** Counts one view of an active product; false when there is no such product. */
    async recordView(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const updated = await db
        .update(products)
        .set({ viewCount: sql`${products.viewCount} + 1` })
        .where(and(eq(products.id, id), eq(products.isActive, true)))
        .returning({ id: products.id });
      return updated.length > 0;
    },

    /** The home page rows: the newest products and the best sellers. */
    async homeHighlights(size: number): Promise<{ newArrived: ProductView[]; topBuyers: ProductView[] }> {
      const active = eq(products.isActive, true);
      const newArrived = await selectProducts().where(active).orderBy(desc(products.createdAt), asc(products.id)).limit(size);
      const topBuyers = await selectProducts()
        .where(active)
        .orderBy(desc(products.salesCount), desc(products.createdAt), asc(products.id))
        .limit(size);
      return { newArrived: views(newArrived), topBuyers: views(topBuyers) };
    },

    /**
     * The ids of the active products whose name, category or brand match the (normalised) text,
     * best first: the exact name, then names starting with it, names containing it, a category
     * or brand containing it, and last products holding every word, allowing a typo. Ties go
     * to the best seller, then by name and id. Pages of the quick search are slices of it.
     */
    async searchRanking(text: string): Promise<string[]> {
      if (text === '') return [];
      const name = sql`lower(${products.productName})`;
      const { vocabulary, categories: categoryNames } = await currentSearchWords();
      // Name and brand through the trigram index; a category by its id, found here among a handful.
      const contains = (words: string[]) => {
        const patterns = words.map((word) => sql`${products.searchText} like ${`%${escapeLike(word)}%`}`);
        const categoryIds = categoryNames.filter((category) => words.some((word) => category.name.includes(word))).map((c) => c.id);
        if (categoryIds.length > 0) patterns.push(inArray(products.categoryId, categoryIds) as SQL);
        return sql`(${sql.join(patterns, sql` or `)})`;
      };
      // Every word of the text is in the text, so this also admits every better match.
      const everyWord = [...new Set(text.split(' '))].map((token) => contains([token, ...correctionsOf(token, vocabulary)]));
      const rank = sql<number>`case
        when ${name} = ${text} then 0
        when ${name} like ${`${escapeLike(text)}%`} then 1
        when ${name} like ${`%${escapeLike(text)}%`} then 2
        when ${contains([text])} then 3
        else 4 end`;
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.isActive, true), ...everyWord))
        .orderBy(asc(rank), desc(products.salesCount), asc(name), asc(products.id));
      return rows.map((row) => row.id);
    },

    /** The active products of these ids, in the order given. */
    async activeInOrder(ids: string[]): Promise<ProductView[]> {
      if (ids.length === 0) return [];
      const rows = await selectProducts().where(and(inArray(products.id, ids), eq(products.isActive, true)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProductView(row)] : [];
      });
    },

    /** Drops the search's words, read again by the next search: names, brands or categories changed. */
    forgetSearchWords(): void {
      searchWords = undefined;
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;

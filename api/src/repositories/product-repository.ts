import { and, asc, count, desc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories, productLinks, products } from '../db/schema';
import { correctionsOf } from './fuzzy-words';
import { type ProductRow, type ProductView, toProductView } from './product-view';

/** Sort codes of the product list (SPEC §9); '' is relevance. */
export type ProductSort = '' | 'na' | 'nz' | 'd' | 'pl' | 'ph';

export interface ProductListQuery {
  page: number;
  limit: number;
  categoryId?: string;
  sort: ProductSort;
  /** Bounds on the price a shopper pays, in rupees, as exact decimal text. */
  priceFrom?: string;
  priceTo?: string;
  minRating?: number;
}

export interface ProductPage {
  items: ProductView[];
  /** Matching products over all pages. */
  total: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text has the shape of a product or category id. */
export const isUuid = (value: string) => UUID.test(value);

/** How long the search's word list is reused before it is read again. */
const VOCABULARY_TTL_MS = 60_000;

const SORTS: Record<ProductSort, SQL[]> = {
  na: [asc(sql`lower(${products.productName})`)],
  nz: [desc(sql`lower(${products.productName})`)],
  d: [desc(sql`(${products.price} - ${products.paidPrice}) / ${products.price}`), asc(products.paidPrice)],
  pl: [asc(products.paidPrice)],
  ph: [desc(products.paidPrice)],
  // Relevance: what can be bought now, then what sells, then what is new.
  '': [asc(sql`${products.stock} = 0`), desc(products.salesCount), desc(products.createdAt)],
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function createProductRepository(db: AppDb) {
  const selectProducts = () =>
    db
      .select({ ...getTableColumns(products), categoryName: categories.categoryName })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));

  const views = (rows: ProductRow[]) => rows.map((row) => toProductView(row));

  let vocabulary: { words: string[]; readAt: number } | undefined;

  /** Distinct words of active products' names, brands and categories, for typo correction. */
  async function searchVocabulary(): Promise<string[]> {
    if (vocabulary && Date.now() - vocabulary.readAt < VOCABULARY_TTL_MS) return vocabulary.words;
    const result = await db.execute<{ word: string }>(sql`
      select distinct word from (
        select regexp_split_to_table(lower(${products.productName} || ' ' || ${products.brand} || ' ' || ${categories.categoryName}), '[^a-z0-9]+') as word
        from ${products} join ${categories} on ${categories.id} = ${products.categoryId}
        where ${products.isActive}
      ) words
      where length(word) >= 3`);
    const rows = Array.isArray(result) ? result : (result as { rows: { word: string }[] }).rows;
    vocabulary = { words: rows.map((row) => row.word), readAt: Date.now() };
    return vocabulary.words;
  }

  return {
    /** One page of active products, filtered and sorted as the shop's listing asks. */
    async list(query: ProductListQuery): Promise<ProductPage> {
      const where = and(
        eq(products.isActive, true),
        query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
        query.priceFrom !== undefined ? gte(products.paidPrice, query.priceFrom) : undefined,
        query.priceTo !== undefined ? lte(products.paidPrice, query.priceTo) : undefined,
        query.minRating !== undefined ? gte(products.avgRating, String(query.minRating)) : undefined,
      );
      const rows = await selectProducts()
        .where(where)
        .orderBy(...SORTS[query.sort], asc(products.id))
        .limit(query.limit)
        .offset(query.page * query.limit);
      const [counted] = await db.select({ total: count() }).from(products).where(where);
      return { items: views(rows), total: counted?.total ?? 0 };
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
     * Active products whose name, category or brand match the text, best first: the
     * exact name, then names starting with it, names containing it, a category or
     * brand containing it, and last products holding every word, allowing a typo.
     */
    async quickSearch(value: string, page: number, limit: number): Promise<ProductView[]> {
      const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
      if (text === '') return [];
      const name = sql`lower(${products.productName})`;
      const contains = (word: string) => {
        const pattern = `%${escapeLike(word)}%`;
        return sql`(${products.searchText} like ${pattern} or lower(${categories.categoryName}) like ${pattern})`;
      };
      const vocabularyWords = await searchVocabulary();
      // Every word of the text is in the text, so this also admits every better match.
      const everyWord = [...new Set(text.split(' '))].map(
        (token) => sql`(${sql.join([token, ...correctionsOf(token, vocabularyWords)].map(contains), sql` or `)})`,
      );
      const rank = sql<number>`case
        when ${name} = ${text} then 0
        when ${name} like ${`${escapeLike(text)}%`} then 1
        when ${name} like ${`%${escapeLike(text)}%`} then 2
        when ${contains(text)} then 3
        else 4 end`;
      const rows = await selectProducts()
        .where(and(eq(products.isActive, true), ...everyWord))
        .orderBy(asc(rank), desc(products.salesCount), asc(name), asc(products.id))
        .limit(limit)
        .offset(page * limit);
      return views(rows);
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;

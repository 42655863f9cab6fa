import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories, products } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

export interface CategoryView {
  _id: string;
  categoryName: string;
}

export type CategoryRow = typeof categories.$inferSelect;

/** A category as staff keep it, with how many products it holds. */
export interface StaffCategory extends CategoryRow {
  productCount: number;
}

export interface CategoryFields {
  categoryName: string;
  sortOrder: number;
  isActive: boolean;
}

/** How a staff write ended: the row written, or why nothing was. */
export type CategoryWrite =
  | { kind: 'written'; before?: CategoryRow; category: CategoryRow }
  | { kind: 'name-taken' }
  | { kind: 'not-found' }
  | { kind: 'changed'; current: CategoryRow };

export function createCategoryRepository(db: AppDb) {
  async function byId(id: string): Promise<CategoryRow | undefined> {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row;
  }

  return {
    /** The categories the catalogue filters list: the shown ones, in their order, then by name. */
    async listByName(): Promise<CategoryView[]> {
      const rows = await db
        .select({ id: categories.id, categoryName: categories.categoryName })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.categoryName));
      return rows.map((row) => ({ _id: row.id, categoryName: row.categoryName }));
    },

    /** Every category, hidden ones too, as the back office lists them. */
    async listForStaff(): Promise<StaffCategory[]> {
      return db
        .select({ ...getTableColumns(categories), productCount: count(products.id) })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.categoryName));
    },

    byId,

    /** One category as the back office lists it, with how many products it holds. */
    async oneForStaff(id: string): Promise<StaffCategory | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(categories), productCount: count(products.id) })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .where(eq(categories.id, id))
        .groupBy(categories.id);
      return row;
    },

    async create(fields: CategoryFields): Promise<CategoryWrite> {
      try {
        const [category] = await db.insert(categories).values(fields).returning();
        if (!category) throw new Error('insert returned no category');
        return { kind: 'written', category };
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'name-taken' };
        throw error;
      }
    },

    /**
     * Changes a category only if it is still at `version`, the one the staff member edited: a
     * change someone saved meanwhile is never overwritten unseen.
     */
    async update(id: string, version: number, fields: Partial<CategoryFields>): Promise<CategoryWrite> {
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
          if (!before) return { kind: 'not-found' };
          if (before.version !== version) return { kind: 'changed', current: before };
          const [category] = await tx
            .update(categories)
            .set({ ...fields, version: sql`${categories.version} + 1` })
            .where(and(eq(categories.id, id), eq(categories.version, version)))
            .returning();
          if (!category) return { kind: 'changed', current: before };
          return { kind: 'written', before, category };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { kind: 'name-taken' };
        throw error;
      }
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;

import { asc } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { categories } from '../db/schema';

export interface CategoryView {
  _id: string;
  categoryName: string;
}

export function createCategoryRepository(db: AppDb) {
  return {
    /** Every category, alphabetical, as the catalogue filters list them. */
    async listByName(): Promise<CategoryView[]> {
      const rows = await db
        .select({ id: categories.id, categoryName: categories.categoryName })
        .from(categories)
        .orderBy(asc(categories.categoryName));
      return rows.map((row) => ({ _id: row.id, categoryName: row.categoryName }));
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;

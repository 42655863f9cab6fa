import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { banners } from '../db/schema';

export interface BannerView {
  _id: string;
  url: string;
  isActive: boolean;
}

export function createBannerRepository(db: AppDb) {
  return {
    /** Slides the home carousel may show, in their configured order. */
    async listActive(): Promise<BannerView[]> {
      const rows = await db
        .select({ id: banners.id, url: banners.url, isActive: banners.isActive })
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
      return rows.map((row) => ({ _id: row.id, url: row.url, isActive: row.isActive }));
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;

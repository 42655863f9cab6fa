import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { banners } from '../db/schema';

export interface BannerView {
  _id: string;
  url: string;
  isActive: boolean;
  title?: string;
  text?: string;
  link?: string;
}

type BannerRow = Pick<typeof banners.$inferSelect, 'id' | 'url' | 'isActive' | 'title' | 'text' | 'link'>;

// A slide without words keeps the spec's shape: `url` and `isActive` only.
function toView(row: BannerRow): BannerView {
  return {
    _id: row.id,
    url: row.url,
    isActive: row.isActive,
    ...(row.title ? { title: row.title } : {}),
    ...(row.text ? { text: row.text } : {}),
    ...(row.link ? { link: row.link } : {}),
  };
}

export function createBannerRepository(db: AppDb) {
  return {
    /** Slides the home carousel may show, in their configured order. */
    async listActive(): Promise<BannerView[]> {
      const rows = await db
        .select({
          id: banners.id,
          url: banners.url,
          isActive: banners.isActive,
          title: banners.title,
          text: banners.text,
          link: banners.link,
        })
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
      return rows.map(toView);
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;

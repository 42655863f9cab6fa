import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
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

export type BannerRow = typeof banners.$inferSelect;

export interface BannerFields {
  url: string;
  title: string | null;
  text: string | null;
  link: string | null;
  sortOrder: number;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** How a staff write ended: the row written, or why nothing was. */
export type BannerWrite =
  | { kind: 'written'; before?: BannerRow; banner: BannerRow }
  | { kind: 'not-found' }
  | { kind: 'changed'; current: BannerRow };

type BannerViewRow = Pick<BannerRow, 'id' | 'url' | 'isActive' | 'title' | 'text' | 'link'>;

// A slide without words keeps its original shape: `url` and `isActive` only.
function toView(row: BannerViewRow): BannerView {
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
    /** Slides the home carousel shows at `now`: switched on and inside their schedule, in their order. */
    async listActive(now = new Date()): Promise<BannerView[]> {
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
        .where(
          and(
            eq(banners.isActive, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
      return rows.map(toView);
    },

    /** Every slide, switched off and scheduled ones too, as the back office lists them. */
    async listForStaff(): Promise<BannerRow[]> {
      return db.select().from(banners).orderBy(asc(banners.sortOrder), desc(banners.createdAt), asc(banners.id));
    },

    async byId(id: string): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row;
    },

    async create(fields: BannerFields): Promise<BannerRow> {
      const [banner] = await db.insert(banners).values(fields).returning();
      if (!banner) throw new Error('insert returned no banner');
      return banner;
    },

    /** Changes a slide only if it is still at `version`, the one the staff member edited. */
    async update(id: string, version: number, fields: Partial<BannerFields>): Promise<BannerWrite> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!before) return { kind: 'not-found' };
        if (before.version !== version) return { kind: 'changed', current: before };
        const [banner] = await tx
          .update(banners)
          .set({ ...fields, version: sql`${banners.version} + 1` })
          .where(eq(banners.id, id))
          .returning();
        if (!banner) throw new Error('update returned no banner');
        return { kind: 'written', before, banner };
      });
    },
  };
}

export type BannerRepository = ReturnType<typeof createBannerRepository>;

import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { refreshTokens } from '../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createRefreshTokenRepository(db: AppDb) {
  return {
    async create(row: { userId: string; familyId: string; expiresAt: Date; createdAt: Date }): Promise<string> {
      const [created] = await db.insert(refreshTokens).values(row).returning({ id: refreshTokens.id });
      if (!created) throw new Error('Insert into refreshTokens returned no row');
      return created.id;
    },

    async find(id: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },

    /** Marks a live token used; false when it was already used or revoked (so two callers cannot both rotate it). */
    async markUsed(id: string, at: Date): Promise<boolean> {
      const updated = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return updated.length > 0;
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Ends every session of a user (password change, deletion request). */
    async revokeAllOfUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;

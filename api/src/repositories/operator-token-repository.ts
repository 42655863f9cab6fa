import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { operatorTokens } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { isUuid } from './product-repository';

export type OperatorTokenRow = typeof operatorTokens.$inferSelect;
/** A token as it may be shown: everything but the hash of its secret. */
export type OperatorTokenView = Omit<OperatorTokenRow, 'secretHash'>;

export interface NewOperatorToken {
  name: string;
  scope: string;
  secretHash: string;
  createdBy: string;
  expiresAt: Date | null;
}

// Writing lastUsedAt on every call would make each operator call a write; a minute is precise enough
// to tell a token in use from a forgotten one.
const LAST_USED_PRECISION_MS = 60_000;

const viewColumns = {
  id: operatorTokens.id,
  name: operatorTokens.name,
  scope: operatorTokens.scope,
  createdBy: operatorTokens.createdBy,
  createdAt: operatorTokens.createdAt,
  expiresAt: operatorTokens.expiresAt,
  revokedAt: operatorTokens.revokedAt,
  lastUsedAt: operatorTokens.lastUsedAt,
};

/** The stored operator tokens; the secrets themselves are never here, only their sha256. */
export function createOperatorTokenRepository(db: AppDb) {
  return {
    /** Stores a token; undefined when a token that is not revoked already has the name. */
    async create(token: NewOperatorToken): Promise<OperatorTokenView | undefined> {
      try {
        const [row] = await db.insert(operatorTokens).values(token).returning(viewColumns);
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    async findByHash(secretHash: string): Promise<OperatorTokenRow | undefined> {
      const [row] = await db.select().from(operatorTokens).where(eq(operatorTokens.secretHash, secretHash));
      return row;
    },

    /** A token by its id (whatever its state), or the token not revoked that bears the name. */
    async find(idOrName: string): Promise<OperatorTokenView | undefined> {
      const where = isUuid(idOrName)
        ? eq(operatorTokens.id, idOrName)
        : and(eq(operatorTokens.name, idOrName), isNull(operatorTokens.revokedAt));
      const [row] = await db.select(viewColumns).from(operatorTokens).where(where);
      return row;
    },

    /** Every token, newest first. */
    list(): Promise<OperatorTokenView[]> {
      return db.select(viewColumns).from(operatorTokens).orderBy(desc(operatorTokens.createdAt), operatorTokens.name);
    },

    /** Revokes a token once: undefined when it was revoked already (by this call's twin, too). */
    async revoke(id: string, at = new Date()): Promise<OperatorTokenView | undefined> {
      const [row] = await db
        .update(operatorTokens)
        .set({ revokedAt: at })
        .where(and(eq(operatorTokens.id, id), isNull(operatorTokens.revokedAt)))
        .returning(viewColumns);
      return row;
    },

    /** Notes that the token authenticated a call, unless that was noted within the last minute. */
    async markUsed(id: string, at = new Date()): Promise<void> {
      await db
        .update(operatorTokens)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(operatorTokens.id, id),
            or(isNull(operatorTokens.lastUsedAt), lt(operatorTokens.lastUsedAt, new Date(at.getTime() - LAST_USED_PRECISION_MS))),
          ),
        );
    },
  };
}

export type OperatorTokenRepository = ReturnType<typeof createOperatorTokenRepository>;

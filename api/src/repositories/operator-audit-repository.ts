import { desc } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { operatorAudit } from '../db/schema';

/** One operator write as it is recorded. */
export interface OperatorAuditEntry {
  /** The stored token's id; null for OPERATOR_TOKEN. */
  tokenId: string | null;
  tokenName: string;
  address: string;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  /** Defaults to an operator token; a staff member's rows carry their id. */
  actorKind?: 'token' | 'staff';
  staffId?: string | null;
  reason?: string | null;
  outcome?: 'done' | 'refused';
}

export type OperatorAuditRow = typeof operatorAudit.$inferSelect;

/** The operators' audit: rows are added and read, never changed (the database refuses that too). */
export function createOperatorAuditRepository(db: AppDb) {
  return {
    async append(entry: OperatorAuditEntry): Promise<void> {
      await db.insert(operatorAudit).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
    },

    /** The latest `limit` rows, newest first. */
    list(limit: number): Promise<OperatorAuditRow[]> {
      return db.select().from(operatorAudit).orderBy(desc(operatorAudit.at), desc(operatorAudit.id)).limit(limit);
    },
  };
}

export type OperatorAuditRepository = ReturnType<typeof createOperatorAuditRepository>;

import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { type NewOutgoingMail, type OutgoingMail, outgoingMails, staffMembers, users } from '../db/schema';
import type { StaffRole } from '../staff/roles';
import { isUuid } from './product-repository';

/** How many mails one page of the back office's list holds. */
export const MAIL_LIST_PAGE_SIZE = 50;

/** The mails the shop has to send (decision 028) and the addresses they go to. */
export function createOutgoingMailRepository(db: AppDb) {
  return {
    /** Writes mails whose events have none yet; an event already mailed is left as it is. */
    async add(mails: NewOutgoingMail[]): Promise<OutgoingMail[]> {
      if (mails.length === 0) return [];
      return db.insert(outgoingMails).values(mails).onConflictDoNothing({ target: outgoingMails.eventKey }).returning();
    },

    async findById(id: string): Promise<OutgoingMail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, id));
      return row;
    },

    /**
     * Takes an unsent mail for one sender until `until`; undefined when it is sent, failed or held
     * by another sender whose hold has not run out.
     */
    async claim(id: string, now: Date, until: Date): Promise<OutgoingMail | undefined> {
      const [row] = await db
        .update(outgoingMails)
        .set({ claimedUntil: until, attempts: sql`${outgoingMails.attempts} + 1` })
        .where(
          and(
            eq(outgoingMails.id, id),
            eq(outgoingMails.state, 'pending'),
            or(isNull(outgoingMails.claimedUntil), lt(outgoingMails.claimedUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Marks a mail sent; `forget` drops its words, for mails carrying a code or a link that must not
     * outlive them, and `forgetRecipient` its address, for a mail to an erased account.
     */
    async markSent(id: string, at: Date, forget: boolean, forgetRecipient = false): Promise<void> {
      await db
        .update(outgoingMails)
        .set({
          state: 'sent',
          sentAt: at,
          claimedUntil: null,
          lastError: null,
          ...(forget ? { data: {} } : {}),
          ...(forgetRecipient ? { recipient: '' } : {}),
        })
        .where(eq(outgoingMails.id, id));
    },

    /** Gives a mail back after a failed try, for its job's next run (or marks it failed after the last). */
    async release(id: string, error: string, failed: boolean): Promise<void> {
      await db
        .update(outgoingMails)
        .set({ claimedUntil: null, lastError: error, ...(failed ? { state: 'failed' as const } : {}) })
        .where(and(eq(outgoingMails.id, id), eq(outgoingMails.state, 'pending')));
    },

    async setJob(id: string, jobId: string): Promise<void> {
      await db.update(outgoingMails).set({ jobId }).where(eq(outgoingMails.id, id));
    },

    /**
     * Unsent mails written before `before`, oldest first; `withoutJob` keeps those no job retries,
     * so mails waiting out a long outage never hide the new ones.
     */
    async unsent(before: Date, { withoutJob = false, limit = 100 } = {}): Promise<OutgoingMail[]> {
      return db
        .select()
        .from(outgoingMails)
        .where(
          and(
            eq(outgoingMails.state, 'pending'),
            lt(outgoingMails.createdAt, before),
            withoutJob ? isNull(outgoingMails.jobId) : undefined,
          ),
        )
        .orderBy(asc(outgoingMails.createdAt))
        .limit(limit);
    },

    /** One page of the mails in a state, newest first, and how many there are in all. */
    async list(state: 'pending' | 'failed', page: number): Promise<{ rows: OutgoingMail[]; total: number }> {
      const rows = await db
        .select()
        .from(outgoingMails)
        .where(eq(outgoingMails.state, state))
        .orderBy(desc(outgoingMails.createdAt), desc(outgoingMails.id))
        .limit(MAIL_LIST_PAGE_SIZE)
        .offset((page - 1) * MAIL_LIST_PAGE_SIZE);
      const [total] = await db.select({ total: count() }).from(outgoingMails).where(eq(outgoingMails.state, state));
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * Puts a failed mail back to be sent, with all its tries again; undefined when it is not failed
     * (sent, still pending, or put back by a colleague a moment before).
     */
    async requeue(id: string): Promise<OutgoingMail | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(outgoingMails)
        .set({ state: 'pending', attempts: 0, jobId: null, claimedUntil: null })
        .where(and(eq(outgoingMails.id, id), eq(outgoingMails.state, 'failed')))
        .returning();
      return row;
    },

    /** The shopper's address; none for an erased account (decision 033), whose tombstone no mail can reach. */
    async shopperEmail(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.erasedAt)));
      return row?.email;
    },

    /** The active staff of a role, who get that desk's notices. */
    async staffOf(role: StaffRole): Promise<{ id: string; email: string; name: string }[]> {
      return db
        .select({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, role), eq(staffMembers.state, 'active')))
        .orderBy(asc(staffMembers.email));
    },
  };
}

export type OutgoingMailRepository = ReturnType<typeof createOutgoingMailRepository>;

import { and, asc, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { staffInvites, staffMembers, staffSessions } from '../db/schema';
import { isUuid } from './product-repository';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type NewStaffMember = typeof staffMembers.$inferInsert;

/** A member with the start of their newest session, for the owner's list. */
export type StaffListRow = StaffMemberRow & { lastSignInAt: Date | null };

/** A change of a member's role or state, as the owner asks it. */
export interface StaffChange {
  role?: StaffMemberRow['role'];
  state?: StaffMemberRow['state'];
}

/** What a change came to: the member before and after, or why it was not made. */
export type StaffChangeOutcome = { before: StaffMemberRow; after: StaffMemberRow } | 'not-found' | 'last-owner';

/** A live session with the member it belongs to. */
export interface StaffSessionRow {
  sessionId: string;
  lastSeenAt: Date;
  member: StaffMemberRow;
}

/** Staff accounts and their sessions (decision 026). */
export function createStaffRepository(db: AppDb) {
  return {
    async findByEmail(email: string): Promise<StaffMemberRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email.trim().toLowerCase()));
      return row;
    },

    async findById(id: string): Promise<StaffMemberRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
      return row;
    },

    /** Adds an account; undefined when the address already has one. */
    async create(member: NewStaffMember): Promise<StaffMemberRow | undefined> {
      const [row] = await db
        .insert(staffMembers)
        .values({ ...member, email: member.email.trim().toLowerCase() })
        .onConflictDoNothing({ target: staffMembers.email })
        .returning();
      return row;
    },

    /** Every account, oldest first, with when each last signed in. */
    async list(): Promise<StaffListRow[]> {
      const signIns = db
        .select({ staffId: staffSessions.staffId, lastSignInAt: max(staffSessions.createdAt).as('lastSignInAt') })
        .from(staffSessions)
        .groupBy(staffSessions.staffId)
        .as('signIns');
      const rows = await db
        .select({ member: staffMembers, lastSignInAt: signIns.lastSignInAt })
        .from(staffMembers)
        .leftJoin(signIns, eq(signIns.staffId, staffMembers.id))
        .orderBy(asc(staffMembers.createdAt), asc(staffMembers.email));
      return rows.map(({ member, lastSignInAt }) => ({ ...member, lastSignInAt: lastSignInAt ? new Date(lastSignInAt) : null }));
    },

    /**
     * Changes a member's role or state; disabling ends every session of theirs in the same
     * transaction. The active owners are locked first, so of two owners demoting or disabling each
     * other at once the second finds the first gone and gets 'last-owner': the shop always keeps one.
     */
    async change(id: string, change: StaffChange, at: Date): Promise<StaffChangeOutcome> {
      if (!isUuid(id)) return 'not-found';
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ id: staffMembers.id })
          .from(staffMembers)
          .where(and(eq(staffMembers.role, 'owner'), eq(staffMembers.state, 'active')))
          .orderBy(asc(staffMembers.id))
          .for('update');
        const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
        if (!before) return 'not-found';
        const role = change.role ?? before.role;
        const state = change.state ?? before.state;
        const wasOwner = before.role === 'owner' && before.state === 'active';
        if (wasOwner && (role !== 'owner' || state !== 'active') && !owners.some((owner) => owner.id !== id)) return 'last-owner';
        const [after] = await tx.update(staffMembers).set({ role, state }).where(eq(staffMembers.id, id)).returning();
        if (!after) return 'not-found';
        if (state === 'disabled' && before.state !== 'disabled') {
          await tx
            .update(staffSessions)
            .set({ revokedAt: at })
            .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
        }
        return { before, after };
      });
    },

    async createInvite(invite: { staffId: string; secretHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(staffInvites).values(invite);
    },

    /**
     * Uses an invitation and sets the member's password, once: of two accepts of one link, one wins.
     * Answers the member, or undefined for a link that is unknown, used or expired.
     */
    async acceptInvite(secretHash: string, passwordHash: string, now: Date): Promise<StaffMemberRow | undefined> {
      return db.transaction(async (tx) => {
        const [invite] = await tx
          .update(staffInvites)
          .set({ usedAt: now })
          .where(and(eq(staffInvites.secretHash, secretHash), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
          .returning({ staffId: staffInvites.staffId });
        if (!invite) return undefined;
        const [member] = await tx
          .update(staffMembers)
          .set({ passwordHash, state: 'active' })
          .where(and(eq(staffMembers.id, invite.staffId), eq(staffMembers.state, 'invited')))
          .returning();
        return member;
      });
    },

    /** Keeps a new, not yet confirmed TOTP secret; an enrolled account keeps its own. */
    async offerTotpSecret(id: string, secret: string): Promise<string> {
      await db
        .update(staffMembers)
        .set({ totpSecret: secret })
        .where(and(eq(staffMembers.id, id), isNull(staffMembers.totpEnrolledAt), isNull(staffMembers.totpSecret)));
      const [row] = await db.select({ secret: staffMembers.totpSecret }).from(staffMembers).where(eq(staffMembers.id, id));
      return row?.secret ?? secret;
    },

    /**
     * Takes a TOTP step as used (and confirms enrolment), in one statement: of two sign-ins with
     * the same code at once, only one gets true.
     */
    async useTotpStep(id: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step, totpEnrolledAt: sql`coalesce(${staffMembers.totpEnrolledAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(staffMembers.id, id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
        .returning({ id: staffMembers.id });
      return rows.length === 1;
    },

    async createSession(session: { staffId: string; secretHash: string; expiresAt: Date; address: string }): Promise<string> {
      const [row] = await db.insert(staffSessions).values(session).returning({ id: staffSessions.id });
      if (!row) throw new Error('staff session not stored');
      return row.id;
    },

    /** The unrevoked, unexpired session with this secret, seen since `idleSince`, and its member. */
    async findLiveSession(secretHash: string, now: Date, idleSince: Date): Promise<StaffSessionRow | undefined> {
      const [row] = await db
        .select({ sessionId: staffSessions.id, lastSeenAt: staffSessions.lastSeenAt, member: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.secretHash, secretHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            gt(staffSessions.lastSeenAt, idleSince),
          ),
        );
      return row;
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, sessionId));
    },

    async revokeSession(sessionId: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    /** Ends every session of a member; answers how many were live. */
    async revokeAllSessions(staffId: string, at: Date): Promise<number> {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

import type { AdminInquiryListQuery, InquiryStatus } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  contactMessages,
  distributorInquiries,
  type Inquiry,
  type InquiryChange,
  inquiries,
  inquiryEvents,
  inquiryNotes,
  inquiryReplies,
  type NewOutgoingMail,
  outgoingMails,
  products,
  type STAFF_ROLES,
  staffMembers,
  wholesaleInquiries,
  wholesaleInquiryProducts,
} from '../db/schema';
import { isUuid } from './product-repository';

export const INQUIRIES_PAGE_SIZE = 50;

type StaffRole = (typeof STAFF_ROLES)[number];
type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** What was sent, whichever form sent it. */
export type InquirySource =
  | { kind: 'contact'; row: typeof contactMessages.$inferSelect }
  | { kind: 'distributor'; row: typeof distributorInquiries.$inferSelect }
  | { kind: 'wholesale'; row: typeof wholesaleInquiries.$inferSelect };

/** An inquiry's state with what was sent and the name of whom it is given to. */
export interface InquiryWithSource {
  inquiry: Inquiry;
  source: InquirySource;
  assigneeName: string | null;
}

/** The sender's address for a reply; a dealer may have left it out. */
export function senderEmail(source: InquirySource): string {
  return source.row.email;
}

/** Whether a change would move anything: a status or assignee like the current one is no change. */
function changeOf(inquiry: Inquiry, wanted: { status?: InquiryStatus; assigneeId?: string | null }) {
  const status = wanted.status !== undefined && wanted.status !== inquiry.status ? wanted.status : undefined;
  const assigneeId = wanted.assigneeId !== undefined && wanted.assigneeId !== inquiry.assigneeId ? wanted.assigneeId : undefined;
  return { status, assigneeId };
}

export type InquiryUpdate =
  | { kind: 'not-found' }
  | { kind: 'stale'; inquiry: Inquiry }
  | { kind: 'unknown-assignee' }
  | { kind: 'done'; before: Inquiry; after: Inquiry };

export type InquiryReplyResult =
  | { kind: 'not-found' }
  | { kind: 'no-address' }
  | { kind: 'done'; before: Inquiry; after: Inquiry; replyId: string; mailId: string | null; recipient: string };

/** The back office's inbox of contact messages, dealership and wholesale inquiries (decision 034). */
export function createInquiryRepository(db: AppDb) {
  async function sourcesOf(executor: AppDb | Tx, rows: Inquiry[]): Promise<Map<string, InquirySource>> {
    const idsOf = (kind: Inquiry['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.id);
    const [contacts, dealers, wholesalers] = await Promise.all([
      idsOf('contact').length
        ? executor
            .select()
            .from(contactMessages)
            .where(inArray(contactMessages.id, idsOf('contact')))
        : [],
      idsOf('distributor').length
        ? executor
            .select()
            .from(distributorInquiries)
            .where(inArray(distributorInquiries.id, idsOf('distributor')))
        : [],
      idsOf('wholesale').length
        ? executor
            .select()
            .from(wholesaleInquiries)
            .where(inArray(wholesaleInquiries.id, idsOf('wholesale')))
        : [],
    ]);
    const sources = new Map<string, InquirySource>();
    for (const row of contacts) sources.set(row.id, { kind: 'contact', row });
    for (const row of dealers) sources.set(row.id, { kind: 'distributor', row });
    for (const row of wholesalers) sources.set(row.id, { kind: 'wholesale', row });
    return sources;
  }

  async function withSources(rows: { inquiry: Inquiry; assigneeName: string | null }[]): Promise<InquiryWithSource[]> {
    const sources = await sourcesOf(
      db,
      rows.map((row) => row.inquiry),
    );
    return rows.flatMap((row) => {
      const source = sources.get(row.inquiry.id);
      return source ? [{ ...row, source }] : [];
    });
  }

  const selectInquiries = () =>
    db
      .select({ inquiry: inquiries, assigneeName: staffMembers.name })
      .from(inquiries)
      .leftJoin(staffMembers, eq(staffMembers.id, inquiries.assigneeId));

  async function lock(tx: Tx, inquiryId: string): Promise<Inquiry | undefined> {
    const [row] = await tx.select().from(inquiries).where(eq(inquiries.id, inquiryId)).for('update');
    return row;
  }

  async function staffName(tx: Tx, staffId: string | null): Promise<string | null> {
    if (!staffId) return null;
    const [row] = await tx.select({ name: staffMembers.name }).from(staffMembers).where(eq(staffMembers.id, staffId));
    return row?.name ?? null;
  }

  /** Writes a change and its history row, raising the version. */
  async function apply(tx: Tx, before: Inquiry, staffId: string, change: { status?: InquiryStatus; assigneeId?: string | null }) {
    const [after] = await tx
      .update(inquiries)
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
        version: sql`${inquiries.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(inquiries.id, before.id))
      .returning();
    if (!after) throw new Error('inquiry not updated');
    const event: InquiryChange = {
      ...(change.status !== undefined ? { status: { from: before.status, to: change.status } } : {}),
      ...(change.assigneeId !== undefined
        ? { assignee: { from: await staffName(tx, before.assigneeId), to: await staffName(tx, change.assigneeId) } }
        : {}),
    };
    await tx.insert(inquiryEvents).values({ inquiryId: before.id, staffId, change: event });
    return after;
  }

  return {
    /** A page of the inbox, newest first. */
    async list(query: AdminInquiryListQuery) {
      const page = query.page ?? 1;
      const where = and(
        query.status ? eq(inquiries.status, query.status) : undefined,
        query.kind ? eq(inquiries.kind, query.kind) : undefined,
      );
      const rows = await selectInquiries()
        .where(where)
        .orderBy(desc(inquiries.receivedAt), desc(inquiries.id))
        .limit(INQUIRIES_PAGE_SIZE)
        .offset((page - 1) * INQUIRIES_PAGE_SIZE);
      const [total] = await db.select({ total: count() }).from(inquiries).where(where);
      return { rows: await withSources(rows), page, total: total?.total ?? 0 };
    },

    /** One inquiry with what was sent; undefined for an unknown id. */
    async find(inquiryId: string): Promise<InquiryWithSource | undefined> {
      if (!isUuid(inquiryId)) return undefined;
      const [found] = await withSources(await selectInquiries().where(eq(inquiries.id, inquiryId)));
      return found;
    },

    /** A wholesale inquiry's product rows, by product name. */
    productsOf(inquiryId: string) {
      return db
        .select({ productName: products.productName, quantity: wholesaleInquiryProducts.quantity })
        .from(wholesaleInquiryProducts)
        .innerJoin(products, eq(products.id, wholesaleInquiryProducts.productId))
        .where(eq(wholesaleInquiryProducts.inquiryId, inquiryId))
        .orderBy(asc(products.productName));
    },

    /** Notes, replies (with their mail's state) and changes, oldest first, each with its writer's name. */
    async workOn(inquiryId: string) {
      const [notes, replies, events] = await Promise.all([
        db
          .select({ note: inquiryNotes, by: staffMembers.name })
          .from(inquiryNotes)
          .innerJoin(staffMembers, eq(staffMembers.id, inquiryNotes.staffId))
          .where(eq(inquiryNotes.inquiryId, inquiryId))
          .orderBy(asc(inquiryNotes.at), asc(inquiryNotes.id)),
        db
          .select({ reply: inquiryReplies, by: staffMembers.name, mailState: outgoingMails.state })
          .from(inquiryReplies)
          .innerJoin(staffMembers, eq(staffMembers.id, inquiryReplies.staffId))
          .leftJoin(outgoingMails, eq(outgoingMails.id, inquiryReplies.mailId))
          .where(eq(inquiryReplies.inquiryId, inquiryId))
          .orderBy(asc(inquiryReplies.at), asc(inquiryReplies.id)),
        db
          .select({ event: inquiryEvents, by: staffMembers.name })
          .from(inquiryEvents)
          .innerJoin(staffMembers, eq(staffMembers.id, inquiryEvents.staffId))
          .where(eq(inquiryEvents.inquiryId, inquiryId))
          .orderBy(asc(inquiryEvents.at), asc(inquiryEvents.id)),
      ]);
      return { notes, replies, events };
    },

    /** The active staff an inquiry may be given to: those whose role answers inquiries. */
    assignees(roles: readonly StaffRole[]) {
      return db
        .select({ id: staffMembers.id, name: staffMembers.name })
        .from(staffMembers)
        .where(and(eq(staffMembers.state, 'active'), inArray(staffMembers.role, [...roles])))
        .orderBy(asc(staffMembers.name));
    },

    /**
     * Changes the status and/or assignee of the inquiry as read at `version`: stale when someone
     * changed it since, so nobody overwrites a change they have not seen.
     */
    update(input: {
      inquiryId: string;
      version: number;
      status?: InquiryStatus;
      assigneeId?: string | null;
      staffId: string;
      assignableRoles: readonly StaffRole[];
    }): Promise<InquiryUpdate> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, input.inquiryId);
        if (!before) return { kind: 'not-found' };
        if (before.version !== input.version) return { kind: 'stale', inquiry: before };
        const change = changeOf(before, input);
        if (change.assigneeId) {
          const [assignee] = await tx
            .select({ id: staffMembers.id })
            .from(staffMembers)
            .where(
              and(
                eq(staffMembers.id, change.assigneeId),
                eq(staffMembers.state, 'active'),
                inArray(staffMembers.role, [...input.assignableRoles]),
              ),
            );
          if (!assignee) return { kind: 'unknown-assignee' };
        }
        if (change.status === undefined && change.assigneeId === undefined) return { kind: 'done', before, after: before };
        return { kind: 'done', before, after: await apply(tx, before, input.staffId, change) };
      });
    },

    async addNote(note: { inquiryId: string; staffId: string; text: string }) {
      const [row] = await db.insert(inquiryNotes).values(note).returning();
      if (!row) throw new Error('inquiry note not stored');
      return row;
    },

    /**
     * Keeps a reply and writes its mail in one transaction (decision 028: the mail is sent once
     * this commits); the inquiry becomes answered unless it was closed.
     */
    reply(input: {
      inquiryId: string;
      staffId: string;
      text: string;
      mail: (recipient: string, source: InquirySource, replyId: string) => NewOutgoingMail;
    }): Promise<InquiryReplyResult> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, input.inquiryId);
        if (!before) return { kind: 'not-found' };
        const source = (await sourcesOf(tx, [before])).get(before.id);
        if (!source) return { kind: 'not-found' };
        const recipient = senderEmail(source);
        if (!recipient) return { kind: 'no-address' };
        const [reply] = await tx
          .insert(inquiryReplies)
          .values({ inquiryId: before.id, staffId: input.staffId, recipient, text: input.text })
          .returning();
        if (!reply) throw new Error('inquiry reply not stored');
        const [mail] = await tx
          .insert(outgoingMails)
          .values(input.mail(recipient, source, reply.id))
          .returning({ id: outgoingMails.id });
        await tx
          .update(inquiryReplies)
          .set({ mailId: mail?.id ?? null })
          .where(eq(inquiryReplies.id, reply.id));
        const after =
          before.status === 'closed' || before.status === 'answered'
            ? before
            : await apply(tx, before, input.staffId, { status: 'answered' });
        return { kind: 'done', before, after, replyId: reply.id, mailId: mail?.id ?? null, recipient };
      });
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;

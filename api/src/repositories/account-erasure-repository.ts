import type { DeletionErased, DeletionKept } from '@shop/shared/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  accountDeletionRequests,
  addresses,
  cartItems,
  contactMessages,
  creditNotes,
  distributorInquiries,
  inquiryNotes,
  inquiryReplies,
  type NewOutgoingMail,
  orders,
  otpCodes,
  outgoingMails,
  productRatings,
  rateLimitCounters,
  refreshTokens,
  type User,
  users,
  wholesaleInquiries,
  wishlistItems,
} from '../db/schema';
import { isUuid } from './product-repository';

/** How many requests one page of the back office's list holds. */
export const DELETION_LIST_PAGE_SIZE = 50;

/** The address an erased account is left with: unique per account, and no mail can ever reach it. */
export const tombstoneEmail = (userId: string) => `deleted-${userId}@invalid`;

export type WaitingRequest = Pick<User, 'id' | 'fullName' | 'email'> & { requestedAt: Date };

export type ErasureResult =
  | { kind: 'not-found' }
  | { kind: 'already-erased' }
  | { kind: 'erased'; email: string; profileImage: string; erasedAt: Date; erased: DeletionErased; kept: DeletionKept };

const waiting = and(isNotNull(users.deletionRequestedAt), isNull(users.erasedAt));
const lowerEquals = (column: SQL | typeof contactMessages.email, email: string) => sql`lower(${column}) = ${email}`;

/** The shop's own per-account rate-limit counters are keyed `account:<budget>:<address>`. */
const rateLimitKeysOf = (email: string) =>
  sql`${rateLimitCounters.key} like 'account:%' and right(${rateLimitCounters.key}, ${email.length + 1}) = ${`:${email}`}`;

/**
 * Deletion requests and their processing (decision 033): everything the person gave the shop is
 * erased in one transaction, except the copies on their orders that the GST law keeps.
 */
/** What is left of a note or a reply about an erased person: the inbox keeps that one was written. */
export const ERASED_TEXT = '(erased with the account)';

const total = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;

/** The rows processing erases for the account: its own, and those written under its e-mail address. */
async function erasedCounts(tx: AppDb, user: User): Promise<DeletionErased> {
  const email = user.email.toLowerCase();
  const [addressCount, wishlistCount, cartCount, sessionCount, codeCount, mailCount, ratingCount, contactCount, distributor, wholesale] =
    await Promise.all([
      total(tx.select({ total: count() }).from(addresses).where(eq(addresses.userId, user.id))),
      total(tx.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.userId, user.id))),
      total(tx.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, user.id))),
      total(tx.select({ total: count() }).from(refreshTokens).where(eq(refreshTokens.userId, user.id))),
      total(
        tx
          .select({ total: count() })
          .from(otpCodes)
          .where(lowerEquals(sql`${otpCodes.email}`, email)),
      ),
      total(
        tx
          .select({ total: count() })
          .from(outgoingMails)
          .where(lowerEquals(sql`${outgoingMails.recipient}`, email)),
      ),
      total(tx.select({ total: count() }).from(productRatings).where(eq(productRatings.userId, user.id))),
      total(tx.select({ total: count() }).from(contactMessages).where(lowerEquals(contactMessages.email, email))),
      total(
        tx
          .select({ total: count() })
          .from(distributorInquiries)
          .where(or(eq(distributorInquiries.userId, user.id), lowerEquals(sql`${distributorInquiries.email}`, email))),
      ),
      total(
        tx
          .select({ total: count() })
          .from(wholesaleInquiries)
          .where(or(eq(wholesaleInquiries.userId, user.id), lowerEquals(sql`${wholesaleInquiries.email}`, email))),
      ),
    ]);
  return {
    addresses: addressCount,
    wishlistItems: wishlistCount,
    cartItems: cartCount,
    sessions: sessionCount,
    signInCodes: codeCount,
    mails: mailCount,
    ratings: ratingCount,
    contactMessages: contactCount,
    inquiries: distributor + wholesale,
    businessDetails: Boolean(user.gstin || user.legalName || user.billingAddress),
    avatar: user.profileImage !== '',
  };
}

/** What the GST law keeps of the account: its orders, their invoices and credit notes. */
async function keptCounts(tx: AppDb, user: User): Promise<DeletionKept> {
  const orderIds = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
  const [orderCount, invoiceCount, noteCount] = await Promise.all([
    total(tx.select({ total: count() }).from(orders).where(eq(orders.userId, user.id))),
    total(
      tx
        .select({ total: count() })
        .from(orders)
        .where(and(eq(orders.userId, user.id), isNotNull(orders.invoiceNumber))),
    ),
    total(tx.select({ total: count() }).from(creditNotes).where(inArray(creditNotes.orderId, orderIds))),
  ]);
  return { orders: orderCount, invoices: invoiceCount, creditNotes: noteCount };
}

/** Deletes the person's own rows and mails; their ratings' stars stay, without who gave them. */
async function eraseOwnRows(tx: AppDb, id: string, email: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, id));
  await tx.delete(cartItems).where(eq(cartItems.userId, id));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, id));
  await tx.delete(otpCodes).where(lowerEquals(sql`${otpCodes.email}`, email));
  await tx.delete(rateLimitCounters).where(rateLimitKeysOf(email));
  // Every mail to the person goes, sent ones too: a sent row still holds the address and,
  // for order mails, the name. Staff notices about their orders keep going, without the name.
  await tx.delete(outgoingMails).where(lowerEquals(sql`${outgoingMails.recipient}`, email));
  await tx
    .update(outgoingMails)
    .set({ data: sql`jsonb_set(${outgoingMails.data}, '{buyerName}', '""')` })
    .where(
      and(
        sql`${outgoingMails.data} ? 'buyerName'`,
        sql`${outgoingMails.data} ->> 'orderId' in (select ${orders.id}::text from ${orders} where ${orders.userId} = ${id})`,
      ),
    );
  // The stars stay in each product's average; who gave them and their words are forgotten.
  await tx.update(productRatings).set({ userId: null, text: null }).where(eq(productRatings.userId, id));
  await tx.delete(contactMessages).where(lowerEquals(contactMessages.email, email));
}

/** Erases the person from the inquiries they made, with their notes and replies. */
async function forgetInquiryPerson(tx: AppDb, id: string, email: string): Promise<void> {
  // An inquiry is the shop's record of a business lead: the company stays, the person goes,
  // from the inbox's notes and replies too (a contact message's go with it, by the inbox's trigger).
  const personsLead = {
    distributor: or(eq(distributorInquiries.userId, id), lowerEquals(sql`${distributorInquiries.email}`, email)),
    wholesale: or(eq(wholesaleInquiries.userId, id), lowerEquals(sql`${wholesaleInquiries.email}`, email)),
  };
  const leads = [
    ...(await tx.select({ id: distributorInquiries.id }).from(distributorInquiries).where(personsLead.distributor)),
    ...(await tx.select({ id: wholesaleInquiries.id }).from(wholesaleInquiries).where(personsLead.wholesale)),
  ].map((lead) => lead.id);
  if (leads.length > 0) {
    await tx.update(inquiryReplies).set({ recipient: '', text: ERASED_TEXT }).where(inArray(inquiryReplies.inquiryId, leads));
    await tx.update(inquiryNotes).set({ text: ERASED_TEXT }).where(inArray(inquiryNotes.inquiryId, leads));
  }
  await tx
    .update(distributorInquiries)
    .set({ userId: null, firstName: '', lastName: '', mobileNumber: '', email: '', companyAddress: '' })
    .where(personsLead.distributor);
  await tx
    .update(wholesaleInquiries)
    .set({ userId: null, contactPerson: '', email: '', phone: '', address: '', postalCode: '' })
    .where(personsLead.wholesale);
}

/** The account's row stays for its orders, with nothing left that names the person. */
async function tombstoneAccount(tx: AppDb, id: string, erasedAt: Date): Promise<void> {
  await tx
    .update(accountDeletionRequests)
    .set({ email: tombstoneEmail(id) })
    .where(eq(accountDeletionRequests.userId, id));
  await tx
    .update(users)
    .set({
      fullName: '',
      email: tombstoneEmail(id),
      phoneNumber: '',
      passwordHash: '',
      profileImage: '',
      gstin: '',
      legalName: '',
      billingAddress: '',
      billingStateCode: '',
      // Any token still held by a browser ends at once, as after a sign-out.
      sessionVersion: sql`${users.sessionVersion} + 1`,
      erasedAt,
    })
    .where(eq(users.id, id));
}

export function createAccountErasureRepository(db: AppDb) {
  /** What processing would erase and keep for the account, counted inside `tx`. */
  async function counts(tx: AppDb, user: User): Promise<{ erased: DeletionErased; kept: DeletionKept }> {
    const [erased, kept] = await Promise.all([erasedCounts(tx, user), keptCounts(tx, user)]);
    return { erased, kept };
  }

  return {
    /** One page of the requests not processed yet, oldest first, and how many there are. */
    async listWaiting(page: number): Promise<{ rows: WaitingRequest[]; total: number }> {
      const rows = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email, requestedAt: sql<Date>`${users.deletionRequestedAt}` })
        .from(users)
        .where(waiting)
        .orderBy(asc(users.deletionRequestedAt), asc(users.id))
        .limit(DELETION_LIST_PAGE_SIZE)
        .offset((page - 1) * DELETION_LIST_PAGE_SIZE);
      const [total] = await db.select({ total: count() }).from(users).where(waiting);
      return { rows: rows.map((row) => ({ ...row, requestedAt: new Date(row.requestedAt) })), total: total?.total ?? 0 };
    },

    /** A request with its counts; undefined when the account asked for nothing, `erased` once processed. */
    async find(id: string) {
      if (!isUuid(id)) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user?.deletionRequestedAt) return undefined;
      if (user.erasedAt) return { kind: 'already-erased' as const };
      return { kind: 'waiting' as const, user, requestedAt: user.deletionRequestedAt, ...(await counts(db, user)) };
    },

    /**
     * Erases the account in one transaction under its row's lock, so two owners pressing at once
     * erase it once. `goodbye` is the mail to the address on file, written after the person's other
     * mails are gone, in the same transaction, so the mail and the erasure commit together.
     */
    async erase(id: string, goodbye: (email: string) => NewOutgoingMail): Promise<ErasureResult> {
      if (!isUuid(id)) return { kind: 'not-found' };
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!user?.deletionRequestedAt) return { kind: 'not-found' };
        if (user.erasedAt) return { kind: 'already-erased' };
        const found = await counts(tx, user);
        const email = user.email.toLowerCase();
        const erasedAt = new Date();

        await eraseOwnRows(tx, id, email);
        await forgetInquiryPerson(tx, id, email);
        await tombstoneAccount(tx, id, erasedAt);
        await tx.insert(outgoingMails).values(goodbye(user.email)).onConflictDoNothing({ target: outgoingMails.eventKey });
        return { kind: 'erased', email: user.email, profileImage: user.profileImage, erasedAt, ...found };
      });
    },
  };
}

export type AccountErasureRepository = ReturnType<typeof createAccountErasureRepository>;

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  distributorInquiries,
  inquiryNotes,
  inquiryReplies,
  otpCodes,
  outgoingMails,
  productRatings,
  rateLimitCounters,
  staffMembers,
  users,
  wholesaleInquiries,
  wishlistItems,
} from '../../db/schema';
import { pdfText } from '../../invoices/pdf-text';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call, PASSWORD } from '../auth/auth-fixtures';
import { buyer, placeOrder } from '../order/order-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { avatarsDir } from '../uploads/avatar-files';
import { addStaff, staffSignIn } from './staff-fixtures';

// Decision 033: the owner erases a shopper who asked, in one transaction, keeping only the copies
// on their orders that the GST law requires; the audit records counts, never the person.
const dataDir = path.join(os.tmpdir(), `deletion-test-${randomUUID()}`);
const database = useTestDatabase();
const app = useTestApp(database, { config: { dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const EMAIL = 'asha@example.in';
const PHONE = '9876543210';
const NAME = 'Asha Patel';

type Cookies = Record<string, string>;
const admin = (cookies: Cookies, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(app(), method, `/api/admin/v1${url}`, body, { cookies });

async function desk(role: 'owner' | 'orders' | 'warehouse' | 'accounts') {
  await addStaff(database().db, role);
  return staffSignIn(app(), `${role}@example.in`);
}

/**
 * Asha with everything a shopper leaves behind: a saved address, business details, an avatar, a
 * wish list, a cart, a rating, a contact message, both inquiries, a sign-in code, a rate-limit
 * count, and an invoiced order; then her deletion request.
 */
async function ashaAskingToBeDeleted(owner: Cookies, warehouse: Cookies) {
  const { db } = database();
  const soap = await addProduct(db, {
    categoryId: await addCategory(db, 'Detergent'),
    productName: 'Ujjwal Bar',
    stock: 10,
    price: 100,
    hsnCode: '3401',
  });
  const asha = await buyer(app(), database(), EMAIL);
  // Named as the API names a stored picture: 32 hex digits.
  const avatar = `${randomUUID().replaceAll('-', '')}.png`;
  await mkdir(avatarsDir(dataDir), { recursive: true });
  await writeFile(path.join(avatarsDir(dataDir), avatar), 'not really a picture');
  await db
    .update(users)
    .set({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Patel Traders',
      billingAddress: '12 Link Road, Mumbai',
      billingStateCode: '27',
      profileImage: `/api/uploads/avatars/${avatar}`,
    })
    .where(eq(users.id, asha.user.id));
  await asha.fill(soap, 2);
  const orderId: string = (await placeOrder(app(), asha)).json().data.notes.orderId;
  expect((await admin(owner, 'POST', `/orders/${orderId}/transitions`, { to: 'confirmed' })).statusCode).toBe(200);
  expect((await admin(warehouse, 'POST', `/orders/${orderId}/transitions`, { to: 'packed' })).statusCode).toBe(200);
  await asha.fill(soap, 1);
  await db.insert(wishlistItems).values({ userId: asha.user.id, productId: soap });
  await db.insert(productRatings).values({ userId: asha.user.id, productId: soap, rating: 4, text: 'Asha Patel loves it' });
  await db.insert(contactMessages).values({ name: NAME, email: 'Asha@Example.in', subject: 'Soap', message: 'Is it vegan?' });
  await db.insert(distributorInquiries).values({
    userId: asha.user.id,
    firstName: 'Asha',
    lastName: 'Patel',
    mobileNumber: PHONE,
    email: EMAIL,
    companyName: 'Patel Traders',
    state: 'Maharashtra',
    city: 'Mumbai',
  });
  const [lead] = await db
    .insert(wholesaleInquiries)
    .values({ companyName: 'Patel Traders', contactPerson: NAME, email: EMAIL, phone: PHONE })
    .returning({ id: wholesaleInquiries.id });
  // The order desk wrote about her in the inbox and answered her by mail.
  const [staff] = await db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
  if (!lead || !staff) throw new Error('no inquiry or staff member to write with');
  await db.insert(inquiryNotes).values({ inquiryId: lead.id, staffId: staff.id, text: `${NAME} asked for a price list` });
  await db.insert(inquiryReplies).values({ inquiryId: lead.id, staffId: staff.id, recipient: EMAIL, text: `Dear ${NAME}, here it is.` });
  await db.insert(otpCodes).values({ email: EMAIL, purpose: 'login', codeHash: 'x', expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(rateLimitCounters).values({ key: `account:sign-in-failures:${EMAIL}`, hits: 1, resetsAt: new Date(Date.now() + 60_000) });

  const asked = await call(app(), 'POST', '/api/v1/auth/delete-account', { email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD });
  expect(asked.statusCode, asked.body).toBe(200);
  return { asha, orderId, avatar };
}

// postgres-js answers an array, PGlite an object holding the rows.
const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows);

/** Every text or JSON value in the app's tables holding `needle`, as `table.column`. */
async function columnsHolding(needle: string): Promise<string[]> {
  const { db } = database();
  type Column = { table_name: string; column_name: string };
  const columns = rowsOf<Column>(
    await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const hits = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
      ),
    );
    if ((hits[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found.sort();
}

describe('deletion requests', () => {
  it('lists the waiting requests oldest first with the days waited, to the owner only', async () => {
    const [owner, orders] = [await desk('owner'), await desk('orders')];
    const { db } = database();
    const older = await buyer(app(), database(), 'ravi@example.in');
    const newer = await buyer(app(), database(), 'meena@example.in');
    await db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(users.id, older.user.id));
    await db
      .update(users)
      .set({ deletionRequestedAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(users.id, newer.user.id));

    const list = await admin(owner, 'GET', '/deletion-requests');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ page: 1, pageSize: 50, total: 2, overdueAfterDays: 30 });
    expect(
      list
        .json()
        .data.requests.map((row: { email: string; daysWaited: number; overdue: boolean }) => [row.email, row.daysWaited, row.overdue]),
    ).toEqual([
      ['ravi@example.in', 40, true],
      ['meena@example.in', 2, false],
    ]);

    const refused = await admin(orders, 'GET', '/deletion-requests');
    expect(refused.statusCode).toBe(403);
    expect((await admin(orders, 'POST', `/deletion-requests/${older.user.id}/process`, { reason: 'Asked by mail' })).statusCode).toBe(403);
    const audit = await db.query.operatorAudit.findMany();
    expect(audit.filter((row) => row.outcome === 'refused').map((row) => row.after)).toContainEqual({ needed: 'deletions:process' });
    expect((await db.select().from(users).where(eq(users.id, older.user.id)))[0]?.erasedAt).toBeNull();
  });

  it('erases the person from every table but the invoice copies on their order, once, audited by counts', async () => {
    const [owner, warehouse] = [await desk('owner'), await desk('warehouse')];
    const { asha, orderId, avatar } = await ashaAskingToBeDeleted(owner, warehouse);
    const { db } = database();

    const detail = await admin(owner, 'GET', `/deletion-requests/${asha.user.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      request: { id: asha.user.id, email: EMAIL, fullName: NAME, daysWaited: 0, overdue: false },
      erased: {
        addresses: 1,
        wishlistItems: 1,
        cartItems: 1,
        signInCodes: 1,
        ratings: 1,
        contactMessages: 1,
        inquiries: 2,
        businessDetails: true,
        avatar: true,
      },
      kept: { orders: 1, invoices: 1, creditNotes: 0 },
    });
    expect(detail.json().data.erased.mails).toBeGreaterThan(0);

    const processed = await admin(owner, 'POST', `/deletion-requests/${asha.user.id}/process`, { reason: 'Asked on 20 November' });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().data).toMatchObject({ id: asha.user.id, kept: { orders: 1, invoices: 1 } });
    const again = await admin(owner, 'POST', `/deletion-requests/${asha.user.id}/process`, { reason: 'Asked on 20 November' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'ALREADY_ERASED' });
    expect((await admin(owner, 'GET', `/deletion-requests/${asha.user.id}`)).statusCode).toBe(409);
    expect((await admin(owner, 'GET', '/deletion-requests')).json().data.total).toBe(0);

    // By table: only the order's invoice copy keeps her name; her address and phone are nowhere.
    expect(await columnsHolding(EMAIL)).toEqual([]);
    expect(await columnsHolding(PHONE)).toEqual([]);
    expect(await columnsHolding(NAME)).toEqual(['orders.buyerName']);
    expect(await columnsHolding('Patel Traders')).toEqual(expect.arrayContaining(['orders.buyerLegalName']));
    expect(await columnsHolding('Patel Traders')).not.toContain('users.legalName');
    const [tombstone] = await db.select().from(users).where(eq(users.id, asha.user.id));
    expect(tombstone).toMatchObject({ email: `deleted-${asha.user.id}@invalid`, fullName: '', passwordHash: '', profileImage: '' });
    expect(tombstone?.sessionVersion).toBeGreaterThan(asha.user.sessionVersion);
    expect(existsSync(path.join(avatarsDir(dataDir), avatar))).toBe(false);
    // The stars stay in the product's average, without a name.
    expect((await db.select().from(productRatings)).map((row) => [row.rating, row.userId, row.text])).toEqual([[4, null, null]]);

    // The audit says who, why and how much, never what was erased.
    const [erasure] = (await db.query.operatorAudit.findMany()).filter((row) => row.action === 'account.erase');
    expect(erasure).toMatchObject({ target: asha.user.id, reason: 'Asked on 20 November', tokenName: 'owner@example.in', outcome: 'done' });
    expect(erasure?.before).toMatchObject({ erased: { addresses: 1 }, kept: { orders: 1 } });
    expect(JSON.stringify(erasure)).not.toMatch(/asha|Patel|9876543210/i);

    // The goodbye went to the address on file, and its row forgot the address once sent.
    expect(app().mailer.latestTo(EMAIL)?.subject).toBe('Your Ujjwal Home Care account is deleted');
    const [goodbye] = await db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.eventKey, `account-erased:${asha.user.id}`));
    expect(goodbye).toMatchObject({ state: 'sent', recipient: '', data: {} });

    // The order goes on for staff, under the tombstone, and mails no one about it.
    expect((await admin(owner, 'POST', `/orders/${orderId}/transitions`, { to: 'cancelled', reason: 'Shop cancelled' })).statusCode).toBe(
      200,
    );
    expect(await columnsHolding(EMAIL)).toEqual([]);
    expect(await columnsHolding(`deleted-${asha.user.id}`)).toEqual(['accountDeletionRequests.email', 'users.email']);
    expect((await admin(owner, 'GET', `/orders/${orderId}`)).json().data).toMatchObject({ email: `deleted-${asha.user.id}@invalid` });

    // The invoice still renders with its number, amounts and the buyer as printed.
    const invoice = await admin(warehouse, 'GET', `/orders/${orderId}/invoice`);
    expect(invoice.statusCode, invoice.body.slice(0, 300)).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toMatch(/Invoice number: UHC\/\d{4}\/\d{6}/);
    expect(text).toContain(NAME);
    expect(text).toMatch(/200\.00/);
  });

  it('refuses the old sign-in and its tokens, and lets the address sign up as a new account', async () => {
    const [owner, warehouse] = [await desk('owner'), await desk('warehouse')];
    const { asha } = await ashaAskingToBeDeleted(owner, warehouse);
    expect((await admin(owner, 'POST', `/deletion-requests/${asha.user.id}/process`, { reason: 'Asked' })).statusCode).toBe(200);

    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: EMAIL, password: PASSWORD })).statusCode).toBe(401);
    const tombstone = `deleted-${asha.user.id}@invalid`;
    // The tombstone is no address a form accepts, and has no password either way.
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: tombstone, password: PASSWORD })).statusCode).toBe(400);
    expect((await call(app(), 'POST', '/api/v1/auth/login', { email: tombstone, password: '' })).statusCode).toBe(400);
    expect((await call(app(), 'GET', '/api/v1/profile', undefined, { headers: asha.headers })).statusCode).toBe(401);

    const again = await call(app(), 'POST', '/api/v1/auth/signup', {
      fullName: NAME,
      email: EMAIL,
      phoneNumber: PHONE,
      password: 'Fresh@Start42',
      confirmPassword: 'Fresh@Start42',
      checked: true,
      accountType: 'retail buyer',
    });
    expect(again.statusCode, again.body).toBe(201);
    const accounts = await database().db.select().from(users).where(sql`lower(${users.email}) = ${EMAIL}`);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.id).not.toBe(asha.user.id);
    expect(accounts[0]?.deletionRequestedAt).toBeNull();
  });

  it('answers 404 for an account that asked for nothing and 400 without a reason', async () => {
    const owner = await desk('owner');
    const someone = await buyer(app(), database(), 'kiran@example.in');
    expect((await admin(owner, 'GET', `/deletion-requests/${someone.user.id}`)).statusCode).toBe(404);
    expect((await admin(owner, 'POST', `/deletion-requests/${someone.user.id}/process`, { reason: 'Asked' })).statusCode).toBe(404);
    expect((await admin(owner, 'POST', `/deletion-requests/${someone.user.id}/process`, {})).statusCode).toBe(400);
  });
});

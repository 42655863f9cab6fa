import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, inquiries, outgoingMails } from '../../db/schema';
import { WRITTEN_MAIL } from '../../mail/render-mail';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addCategory, addProduct } from '../product/product-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

// One inbox for contact messages, dealership and wholesale inquiries: staff who answer them set a
// status and an assignee, keep notes and mail replies, and every write is audited.
const database = useTestDatabase();
const app = useTestApp(database);

const MISSING = '00000000-0000-4000-8000-000000000000';

async function contactMessage(overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await database()
    .db.insert(contactMessages)
    .values({ name: 'Asha Patel', email: 'asha@example.in', subject: 'Bulk soap', message: 'Do you deliver to Surat?', ...overrides })
    .returning();
  if (!row) throw new Error('contact message not added');
  return row.id;
}

async function dealerInquiry(email = 'ravi@example.in') {
  const created = await app().repositories.distributorInquiries.create(
    {
      firstName: 'Ravi',
      lastName: 'Shah',
      mobileNumber: '9876543210',
      companyName: 'Shah Traders',
      email,
      companyAddress: 'Ring Road',
      state: 'Gujarat',
      city: 'Surat',
      message: 'We would like to be your dealer.',
    },
    null,
  );
  return created._id;
}

async function wholesaleInquiry() {
  const { db } = database();
  const productId = await addProduct(db, { categoryId: await addCategory(db, 'Detergent'), productName: 'Neem soap' });
  const created = await app().repositories.wholesaleInquiries.create({
    companyName: 'Mehta Stores',
    contactPerson: 'Nita Mehta',
    email: 'nita@example.in',
    phone: '9876500000',
    address: '',
    city: 'Vadodara',
    state: 'Gujarat',
    postalCode: '390001',
    orderType: 'Bulk',
    deliveryTimeline: 'Within a month',
    notes: '',
    products: [{ productId, quantity: 40 }],
  });
  return created._id;
}

type Role = 'owner' | 'orders' | 'warehouse' | 'catalogue' | 'accounts';

async function desk(role: Role) {
  const member = await addStaff(database().db, role);
  const cookies = await staffSignIn(app(), `${role}@example.in`);
  const path = (inquiryId: string) => `/api/admin/v1/inquiries/${inquiryId}`;
  return {
    member,
    list: (query = '') => call(app(), 'GET', `/api/admin/v1/inquiries${query}`, undefined, { cookies }),
    read: (inquiryId: string) => call(app(), 'GET', path(inquiryId), undefined, { cookies }),
    update: (inquiryId: string, body: object) => call(app(), 'PATCH', path(inquiryId), body, { cookies }),
    note: (inquiryId: string, body: object) => call(app(), 'POST', `${path(inquiryId)}/notes`, body, { cookies }),
    reply: (inquiryId: string, body: object) => call(app(), 'POST', `${path(inquiryId)}/replies`, body, { cookies }),
  };
}

const auditOf = async (action: string) =>
  (await database().db.query.operatorAudit.findMany()).filter((row) => row.action === action && row.outcome === 'done');

describe('the inquiries inbox', () => {
  it('lists every kind, newest first, filtered by status and kind, with a page and a total', async () => {
    const contact = await contactMessage();
    const dealer = await dealerInquiry();
    const wholesale = await wholesaleInquiry();
    const orders = await desk('orders');

    const all = await orders.list();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(all.json().data.inquiries).toEqual([
      expect.objectContaining({
        id: wholesale,
        kind: 'wholesale',
        status: 'new',
        from: 'Nita Mehta (Mehta Stores)',
        email: 'nita@example.in',
      }),
      expect.objectContaining({
        id: dealer,
        kind: 'distributor',
        from: 'Ravi Shah (Shah Traders)',
        subject: 'Dealership in Surat, Gujarat',
      }),
      expect.objectContaining({ id: contact, kind: 'contact', from: 'Asha Patel', subject: 'Bulk soap', assignee: null }),
    ]);

    const dealers = (await orders.list('?kind=distributor')).json().data;
    expect(dealers.inquiries.map((row: { id: string }) => row.id)).toEqual([dealer]);
    expect(dealers.total).toBe(1);

    await orders.update(contact, { version: 1, status: 'closed' });
    const closed = (await orders.list('?status=closed')).json().data;
    expect(closed.inquiries.map((row: { id: string }) => row.id)).toEqual([contact]);
    expect((await orders.list('?status=new&page=2')).json().data).toMatchObject({ inquiries: [], page: 2, total: 2 });
  });

  it('reads one inquiry with the fields as sent and the product rows of a wholesale one', async () => {
    const wholesale = await wholesaleInquiry();
    const owner = await desk('owner');
    const reply = await owner.read(wholesale);
    expect(reply.statusCode, reply.body).toBe(200);
    const inquiry = reply.json().data;
    expect(inquiry).toMatchObject({
      id: wholesale,
      kind: 'wholesale',
      status: 'new',
      version: 1,
      products: [{ productName: 'Neem soap', quantity: 40 }],
      notes: [],
      replies: [],
      history: [],
      assignees: [{ id: owner.member.id, name: 'The owner desk' }],
    });
    expect(inquiry.fields).toContainEqual({ label: 'Contact person', value: 'Nita Mehta' });
    expect((await owner.read(MISSING)).statusCode).toBe(404);
  });

  it('changes the status and the assignee from the version read, keeps the history and audits it', async () => {
    const contact = await contactMessage();
    const orders = await desk('orders');
    const updated = await orders.update(contact, { version: 1, status: 'in_progress', assigneeId: orders.member.id });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      status: 'in_progress',
      version: 2,
      assignee: { id: orders.member.id, name: 'The orders desk' },
      history: [{ by: 'The orders desk', status: { from: 'new', to: 'in_progress' }, assignee: { from: null, to: 'The orders desk' } }],
    });
    expect((await orders.update(contact, { version: 2, assigneeId: null })).json().data).toMatchObject({ assignee: null, version: 3 });

    const audit = await auditOf('inquiry.update');
    expect(audit.map((row) => [row.target, row.before, row.after])).toEqual(
      expect.arrayContaining([
        [contact, { status: 'new', assigneeId: null }, { status: 'in_progress', assigneeId: orders.member.id }],
        [contact, { status: 'in_progress', assigneeId: orders.member.id }, { status: 'in_progress', assigneeId: null }],
      ]),
    );
  });

  it('refuses an edit made from an older reading with 409 and the version there is, changing nothing', async () => {
    const contact = await contactMessage();
    const orders = await desk('orders');
    expect((await orders.update(contact, { version: 1, status: 'in_progress' })).statusCode).toBe(200);
    const stale = await orders.update(contact, { version: 1, status: 'closed' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'STALE_INQUIRY', data: { version: 2, status: 'in_progress' } });
    const [row] = await database().db.select().from(inquiries).where(eq(inquiries.id, contact));
    expect(row).toMatchObject({ status: 'in_progress', version: 2 });
  });

  it('keeps staff-only notes with their writer and time, and audits each', async () => {
    const dealer = await dealerInquiry();
    const orders = await desk('orders');
    const added = await orders.note(dealer, { text: '  Called Ravi; he wants a price list.  ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.notes).toEqual([
      { id: expect.any(String), text: 'Called Ravi; he wants a price list.', at: expect.any(String), by: 'The orders desk' },
    ]);
    expect((await auditOf('inquiry.note')).map((row) => [row.target, row.after])).toEqual([
      [dealer, { noteId: expect.any(String), text: 'Called Ravi; he wants a price list.' }],
    ]);
    expect((await orders.note(MISSING, { text: 'Lost' })).statusCode).toBe(404);
  });

  it('queues a reply to the sender, keeps it with the inquiry, marks it answered and audits it', async () => {
    const contact = await contactMessage();
    const orders = await desk('orders');
    const replied = await orders.reply(contact, { text: 'Yes, we deliver to Surat within three days.' });
    expect(replied.statusCode, replied.body).toBe(201);
    const inquiry = replied.json().data;
    expect(inquiry).toMatchObject({
      status: 'answered',
      version: 2,
      replies: [{ text: 'Yes, we deliver to Surat within three days.', by: 'The orders desk', to: 'asha@example.in' }],
      history: [{ by: 'The orders desk', status: { from: 'new', to: 'answered' } }],
    });
    const mailId = inquiry.replies[0].mail.id;
    expect(['pending', 'sent']).toContain(inquiry.replies[0].mail.state);

    const [mail] = await database().db.select().from(outgoingMails).where(eq(outgoingMails.id, mailId));
    expect(mail).toMatchObject({
      recipient: 'asha@example.in',
      kind: WRITTEN_MAIL,
      eventKey: expect.stringContaining(`inquiry:${contact}:reply:`),
    });

    expect((await auditOf('inquiry.reply')).map((row) => [row.target, row.before, row.after])).toEqual([
      [contact, { status: 'new' }, { status: 'answered', replyId: expect.any(String), mailId, to: 'asha@example.in' }],
    ]);
  });

  it('leaves a closed inquiry closed after a reply, and refuses a reply to a dealer who left no address', async () => {
    const contact = await contactMessage();
    const orders = await desk('orders');
    await orders.update(contact, { version: 1, status: 'closed' });
    expect((await orders.reply(contact, { text: 'One more thing.' })).json().data).toMatchObject({ status: 'closed' });

    const dealer = await dealerInquiry('');
    const refused = await orders.reply(dealer, { text: 'Hello' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'NO_EMAIL_ADDRESS' });
  });

  it.each([
    ['note', 'text', 'Write the note.', { text: '   ' }],
    ['note', 'text', 'Use at most 1000 characters.', { text: 'x'.repeat(1001) }],
    ['reply', 'text', 'Write the reply.', { text: '' }],
    ['reply', 'text', 'Use at most 5000 characters.', { text: 'x'.repeat(5001) }],
    ['update', 'status', 'Choose a status: new, in progress, answered or closed.', { version: 1, status: 'done' }],
    ['update', 'assigneeId', 'Choose a staff member from the list.', { version: 1, assigneeId: 'someone' }],
    ['update', 'status', 'Change the status or the assignee.', { version: 1 }],
    ['update', 'version', 'Send the version of the inquiry you read.', { status: 'closed' }],
  ] as const)('refuses a %s whose %s is wrong: "%s"', async (action, field, message, body) => {
    const contact = await contactMessage();
    const reply = await (await desk('orders'))[action](contact, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', fields: { [field]: message } });
  });

  it('refuses an assignee who does not answer inquiries, and a malformed id, with 400', async () => {
    const contact = await contactMessage();
    const warehouse = await addStaff(database().db, 'warehouse');
    const orders = await desk('orders');
    for (const assigneeId of [warehouse.id, MISSING]) {
      const reply = await orders.update(contact, { version: 1, assigneeId });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ fields: { assigneeId: 'Choose a staff member who answers inquiries.' } });
    }
    const malformed = await orders.read('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { inquiryId: 'Choose an inquiry by its id.' } });
  });

  it.each(['warehouse', 'catalogue', 'accounts'] as const)('refuses the %s desk with 403, recording the refusal', async (role) => {
    const contact = await contactMessage();
    const other = await desk(role);
    expect((await other.list()).statusCode).toBe(403);
    expect((await other.read(contact)).statusCode).toBe(403);
    expect((await other.update(contact, { version: 1, status: 'closed' })).statusCode).toBe(403);
    expect((await other.note(contact, { text: 'Hi' })).statusCode).toBe(403);
    expect((await other.reply(contact, { text: 'Hi' })).statusCode).toBe(403);
    const refused = (await database().db.query.operatorAudit.findMany()).filter((row) => row.outcome === 'refused');
    expect(refused.length).toBe(5);
    expect(refused[0]?.after).toEqual({ needed: 'inquiries:answer' });
    const [row] = await database().db.select().from(inquiries).where(eq(inquiries.id, contact));
    expect(row).toMatchObject({ status: 'new', version: 1 });
  });

  it.each(['orders', 'owner'] as const)('lets the %s desk answer', async (role) => {
    const contact = await contactMessage();
    const allowed = await desk(role);
    expect((await allowed.list()).statusCode).toBe(200);
    expect((await allowed.reply(contact, { text: 'Thank you.' })).statusCode).toBe(201);
  });
});

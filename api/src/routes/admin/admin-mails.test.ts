import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewOutgoingMail, outgoingMails } from '../../db/schema';
import { type SmtpPeer, startSmtpPeer } from '../../mail/smtp-peer-fixture';
import { testConfig, useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { CODE_NOT_RESENT, MAIL_NOT_FOUND } from './mails';
import { addStaff, staffSignIn } from './staff-fixtures';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer.stop());

const database = useTestDatabase();
const app = useTestApp(database, { config: () => ({ mail: { ...testConfig().mail, smtpUrl: peer.url } }) });

type Cookies = Record<string, string>;

const ORDER_ID = '0b8a2f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

/** Stores a mail in the state it would have reached, as the queue leaves it. */
async function storedMail(mail: NewOutgoingMail, state: 'pending' | 'failed' | 'sent', lastError: string | null = null) {
  const [row] = await database()
    .db.insert(outgoingMails)
    .values({ ...mail, state, attempts: state === 'failed' ? 11 : 0, lastError })
    .returning();
  if (!row) throw new Error('mail not stored');
  return row;
}

/** A mail whose subject and words are written out when it is queued (a sign-in code, an invitation), not from a template. */
function writtenMail(to: Pick<NewOutgoingMail, 'eventKey' | 'queue' | 'recipient'>, subject: string, text: string): NewOutgoingMail {
  return { ...to, kind: 'written', data: { subject, text } };
}

/** A shipped mail to Asha that failed, a sign-in code that failed, and an invitation still waiting. */
async function mailsThatDidNotGo() {
  const shipped = await storedMail(
    {
      eventKey: `order:${ORDER_ID}:event:e1:shopper`,
      queue: 'mail',
      kind: 'order-shipped',
      recipient: 'asha@example.in',
      data: { orderId: ORDER_ID, buyerName: 'Asha', total: '590.00', paymentType: 'cod' },
    },
    'failed',
    'connect ECONNREFUSED 127.0.0.1:25',
  );
  const code = await storedMail(
    writtenMail(
      { eventKey: 'code:c1', queue: 'codes', recipient: 'ravi@example.in' },
      'Your Ujjwal Home Care sign-in code',
      'Your code to sign in is 482913.',
    ),
    'failed',
    'Greeting never received',
  );
  const invite = await storedMail(
    writtenMail(
      { eventKey: 'invite:i1', queue: 'mail', recipient: 'new@example.in' },
      'Your back-office account',
      'Set your password here: https://admin.test/accept-invite?token=SECRET',
    ),
    'pending',
  );
  return { shipped, code, invite };
}

const list = (cookies: Cookies, query = '') => call(app(), 'GET', `/api/admin/v1/mails${query}`, undefined, { cookies });
const resend = (cookies: Cookies, id: string) => call(app(), 'POST', `/api/admin/v1/mails/${id}/resend`, undefined, { cookies });

describe('the back office’s failed and pending mails', () => {
  it('lists them by state with what went wrong, never a mail’s words', async () => {
    await addStaff(database().db, 'orders');
    const desk = await staffSignIn(app(), 'orders@example.in');
    const { shipped, code, invite } = await mailsThatDidNotGo();

    const failed = await list(desk);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ page: 1, pageSize: 50, total: 2 });
    expect(failed.json().data.mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: shipped.id,
          to: 'asha@example.in',
          subject: expect.stringMatching(/^Your order #.* has shipped$/),
          kind: 'order-shipped',
          state: 'failed',
          orderId: ORDER_ID,
          attempts: 11,
          lastError: 'connect ECONNREFUSED 127.0.0.1:25',
          resendable: true,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        }),
        expect.objectContaining({ id: code.id, subject: 'Your Ujjwal Home Care sign-in code', orderId: null, resendable: false }),
      ]),
    );
    const pending = await list(desk, '?state=pending');
    expect(pending.json().data.mails).toEqual([expect.objectContaining({ id: invite.id, state: 'pending', resendable: false })]);
    expect(`${failed.body}${pending.body}`).not.toMatch(/482913|SECRET/);

    expect((await list(desk, '?state=sent')).statusCode).toBe(400);
  });

  it('sends a failed mail again at once, with all its tries, audited; a mail not failed gets 409', async () => {
    await addStaff(database().db, 'owner');
    const owner = await staffSignIn(app(), 'owner@example.in');
    const { shipped, code, invite } = await mailsThatDidNotGo();
    peer.received.length = 0;

    const sent = await resend(owner, shipped.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Sent to asha@example.in', data: { id: shipped.id, state: 'sent', attempts: 1 } });
    expect(peer.received.map((mail) => mail.subject)).toEqual([sent.json().data.subject]);

    const again = await resend(owner, shipped.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This mail is sent already.', data: { state: 'sent' } });
    expect((await resend(owner, invite.id)).statusCode).toBe(409);
    const expired = await resend(owner, code.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(CODE_NOT_RESENT);
    for (const id of [ORDER_ID, 'nope']) {
      const unknown = await resend(owner, id);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(MAIL_NOT_FOUND);
    }
    expect(peer.received).toHaveLength(1);

    const audit = (await call(app(), 'GET', '/api/admin/v1/audit', undefined, { cookies: owner })).json().data;
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'mail.resend',
        target: shipped.id,
        before: { state: 'failed', attempts: 11, lastError: 'connect ECONNREFUSED 127.0.0.1:25' },
        after: { state: 'sent', to: 'asha@example.in' },
      }),
    );
  });

  it('answers a mail the server still refuses as pending with its error, left to the queue', async () => {
    await addStaff(database().db, 'orders');
    const desk = await staffSignIn(app(), 'orders@example.in');
    const { shipped } = await mailsThatDidNotGo();
    await peer.stop();
    try {
      const tried = await resend(desk, shipped.id);
      expect(tried.statusCode).toBe(200);
      expect(tried.json().data).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(tried.json().message).toMatch(/^Not sent yet \(.*ECONNREFUSED.*\); it is tried again$/);
      expect((await list(desk, '?state=pending')).json().data.mails.map((mail: { id: string }) => mail.id)).toContain(shipped.id);
    } finally {
      await peer.start();
    }
  });

  it('are refused to a role without orders:mail', async () => {
    await addStaff(database().db, 'warehouse');
    const warehouse = await staffSignIn(app(), 'warehouse@example.in');
    const { shipped } = await mailsThatDidNotGo();
    expect((await list(warehouse)).statusCode).toBe(403);
    expect((await resend(warehouse, shipped.id)).statusCode).toBe(403);
  });
});

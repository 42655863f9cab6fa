import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createOutgoingMailRepository } from '../repositories/outgoing-mail-repository';
import { useTestDatabase } from '../test/test-database';
import { createMailQueue, type MailQueue } from './mail-queue';
import { MAIL_QUEUE_DEFAULTS, type MailQueueSettings } from './mail-queue-settings';
import { createMailer } from './mailer';
import { writtenMail } from './render-mail';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer-fixture';

const database = useTestDatabase();
// A schema of its own, so test files on one PostgreSQL never share jobs.
const schema = `mail_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
afterAll(async () => {
  await database().db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
});

const started: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const queue of started.splice(0)) await queue.stop();
});

const quiet = { error: () => {}, warn: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const repository = () => createOutgoingMailRepository(database().db);

/** Retries every second without backoff, so an hour's outage plays out in seconds. */
async function startQueue(peer: SmtpPeer, settings: Partial<MailQueueSettings> = {}): Promise<MailQueue> {
  const queue = createMailQueue({
    database: database(),
    repository: repository(),
    mailer: createMailer({ from: 'Ujjwal Home Care <shop@example.in>', smtpUrl: peer.url, outboxDir: null, log: () => {} }),
    settings: {
      ...MAIL_QUEUE_DEFAULTS,
      schema,
      retry: {
        mail: { retryLimit: 30, retryDelay: 1, retryBackoff: false },
        codes: { retryLimit: 30, retryDelay: 1, retryBackoff: false },
      },
      pollingSeconds: { mail: 0.5, codes: 0.5 },
      sweepSeconds: 1,
      ...settings,
    },
    log: quiet,
  });
  await queue.start();
  started.push(queue);
  return queue;
}

const note = (name: string) => writtenMail({ to: `${name}@example.in`, subject: `Note ${name}`, text: `Hello ${name}` }, `test:${name}`);
const subjects = (peer: SmtpPeer) => peer.received.map((mail) => mail.subject).sort();
const stateOf = async (eventKey: string) => (await repository().unsent(new Date(Date.now() + 60_000))).find((m) => m.eventKey === eventKey);

describe('the mail queue', () => {
  it('delivers every mail once after the mail server comes back', async () => {
    const peer = await startSmtpPeer({ down: true });
    const queue = await startQueue(peer);
    await queue.add([note('asha'), note('ravi'), note('meena')]);
    // Tried again while the server is down (a retry a second after each try; later on a busy machine).
    await vi.waitFor(async () => expect((await stateOf('test:asha'))?.attempts).toBeGreaterThan(1), { timeout: 10_000, interval: 100 });
    expect(peer.received).toHaveLength(0);

    await peer.start();
    await peer.waitFor(3);
    // Further polls and sweeps send nothing again.
    await sleep(2500);
    expect(subjects(peer)).toEqual(['Note asha', 'Note meena', 'Note ravi']);
    expect(await repository().unsent(new Date(Date.now() + 60_000))).toEqual([]);
    await peer.stop();
  });

  it('sends a mail once when its job runs twice and when its event writes it twice', async () => {
    const peer = await startSmtpPeer();
    await startQueue(peer);
    const [mail] = await repository().add([note('asha')]);
    expect(await repository().add([note('asha')])).toEqual([]);
    const boss = new PgBoss({ ...database().queueConnection, schema, schedule: false, supervise: false });
    await boss.start();
    await boss.send('mail', { id: mail?.id });
    await boss.send('mail', { id: mail?.id });
    await boss.stop({ graceful: false, wait: true });

    await peer.waitFor(1);
    await sleep(2000);
    expect(subjects(peer)).toEqual(['Note asha']);
    await peer.stop();
  });

  it('sends a mail whose writer stopped before handing it on, from the sweep', async () => {
    const peer = await startSmtpPeer();
    await startQueue(peer);
    await repository().add([note('ravi')]);
    const [received] = await peer.waitFor(1, 10_000);
    expect(received?.subject).toBe('Note ravi');
    await peer.stop();
  });

  it('marks a mail failed once its tries are spent, and sends it no more', async () => {
    const peer = await startSmtpPeer({ down: true });
    const queue = await startQueue(peer, {
      retry: { ...MAIL_QUEUE_DEFAULTS.retry, mail: { retryLimit: 2, retryDelay: 1, retryBackoff: false } },
    });
    const [mail] = await repository().add([note('meena')]);
    await queue.flush();
    const deadline = Date.now() + 15_000;
    while ((await repository().findById(mail?.id ?? ''))?.state !== 'failed' && Date.now() < deadline) await sleep(200);
    const failed = await repository().findById(mail?.id ?? '');
    expect(failed).toMatchObject({ state: 'failed', attempts: 4 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);

    await peer.start();
    await sleep(2000);
    expect(peer.received).toHaveLength(0);
    await peer.stop();
  });

  it('delivers a sign-in code within seconds of the server coming back, ahead of order mail', async () => {
    const peer = await startSmtpPeer({ down: true });
    // The shop's own retry settings: codes on their fast queue, order mail behind its backoff.
    const queue = await startQueue(peer, { retry: MAIL_QUEUE_DEFAULTS.retry, pollingSeconds: MAIL_QUEUE_DEFAULTS.pollingSeconds });
    await queue.add([
      note('order'),
      writtenMail({ to: 'asha@example.in', subject: 'Your code', text: 'It is 123456.' }, 'code:1', 'codes'),
    ]);
    const back = Date.now();
    await peer.start();
    const [first] = await peer.waitFor(1, 4000);
    expect(first?.subject).toBe('Your code');
    expect(Date.now() - back).toBeLessThan(4000);
    await peer.waitFor(2, 15_000);
    expect(subjects(peer)).toEqual(['Note order', 'Your code']);
    await peer.stop();
  });
});

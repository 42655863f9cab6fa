import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutgoingMailRepository } from '../repositories/outgoing-mail-repository';
import { useTestDatabase } from '../test/test-database';
import { createMailQueue } from './mail-queue';
import { MAIL_QUEUE_DEFAULTS } from './mail-queue-settings';
import { createMailer } from './mailer';
import { writtenMail } from './render-mail';
import { startSmtpPeer } from './smtp-peer-fixture';

// API processes starting together on a database whose queue schema does not exist yet, each with
// connections of its own, as they do on PostgreSQL (PGlite has one process and one connection).
const database = useTestDatabase();
const schema = `mail_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
afterAll(async () => {
  await database().db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
});

describe('the mail queue in several processes', () => {
  it('starts in all of them at once, and a mail one of them writes is sent once', async () => {
    const peer = await startSmtpPeer();
    const queues = [1, 2, 3, 4].map(() =>
      createMailQueue({
        database: database(),
        repository: createOutgoingMailRepository(database().db),
        mailer: createMailer({ from: 'Ujjwal Home Care <shop@example.in>', smtpUrl: peer.url, outboxDir: null, log: () => {} }),
        settings: { ...MAIL_QUEUE_DEFAULTS, schema, pollingSeconds: { mail: 0.5, codes: 0.5 }, sweepSeconds: 1 },
        log: { error: () => {}, warn: () => {} },
      }),
    );
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      await queues[3]?.add([writtenMail({ to: 'asha@example.in', subject: 'Note asha', text: 'Hello' }, 'test:asha')]);
      await peer.waitFor(1, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(peer.received.map((mail) => mail.subject)).toEqual(['Note asha']);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await peer.stop();
    }
  });
});

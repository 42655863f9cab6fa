import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { MailQueueName, NewOutgoingMail, OutgoingMail } from '../db/schema';
import type { OutgoingMailRepository } from '../repositories/outgoing-mail-repository';
import type { MailQueueSettings } from './mail-queue-settings';
import type { Mailer } from './mailer';
import { renderMail, WRITTEN_MAIL, type WrittenMail } from './render-mail';

export interface MailQueueDeps {
  database: Pick<Database, 'queueConnection'>;
  repository: OutgoingMailRepository;
  mailer: Mailer;
  settings: MailQueueSettings;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

/** One try at sending a stored mail: sent now, nothing to do (sent, failed or another sender has it), or failed. */
type Outcome = { sent: true } | { sent: false; busy: boolean; error?: unknown };

const JOB_NAMES: Record<MailQueueName, string> = { codes: 'mail-codes', mail: 'mail' };
const ENDED_JOB_STATES = new Set(['completed', 'cancelled', 'failed']);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const DEADLOCK = '40P01';
/** How long "send again" waits for its first try before answering; a server that stops answering takes up to 10 s to fail. */
const RESEND_WAIT_MS = 5000;
const isDeadlock = (error: unknown) => (error as { code?: unknown } | null)?.code === DEADLOCK;

/**
 * pg-boss creates a queue's table without a lock, so two processes starting at once can deadlock
 * there; the one PostgreSQL picks as the victim tries again and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, name: string, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * The shop's mail (decision 028): every mail is a row first; the process that wrote it tries it
 * at once, and a pg-boss job retries it with backoff when that fails. A mail is claimed before it
 * is sent and marked sent after, so a job that runs twice sends nothing twice; after the last try
 * it is marked failed. A sweep hands on mails whose job never came to be.
 */
export function createMailQueue({ database, repository, mailer, settings, log }: MailQueueDeps) {
  let boss: PgBoss | undefined;
  let sweeper: NodeJS.Timeout | undefined;

  async function tryToSend(id: string, lastTry: boolean): Promise<Outcome> {
    const now = new Date();
    const mail = await repository.claim(id, now, new Date(now.getTime() + settings.claimSeconds * 1000));
    if (!mail) return { sent: false, busy: (await repository.findById(id))?.state === 'pending' };
    try {
      await mailer.send(renderMail(mail));
    } catch (error) {
      await repository.release(id, errorText(error), lastTry);
      return { sent: false, busy: false, error };
    }
    // A written mail's words stay with its sender (a code, an invitation link): not kept once sent.
    const written = mail.kind === WRITTEN_MAIL;
    await repository.markSent(id, new Date(), written, written && (mail.data as Partial<WrittenMail>).forgetRecipient === true);
    return { sent: true };
  }

  /** Gives a mail to its queue's workers, after a first delay; without workers it waits for the next process that has them. */
  async function enqueue(mail: OutgoingMail): Promise<void> {
    if (!boss) return;
    const retry = settings.retry[mail.queue];
    const jobId = await boss.send(JOB_NAMES[mail.queue], { id: mail.id }, { ...retry, startAfter: retry.retryDelay });
    if (jobId) await repository.setJob(mail.id, jobId);
  }

  /** Tries new mails at once; those that fail go to the queue. */
  async function handOn(mails: OutgoingMail[]): Promise<void> {
    await Promise.all(
      mails.map(async (mail) => {
        const outcome = await tryToSend(mail.id, false);
        if (!outcome.sent && !outcome.busy) await enqueue(mail);
      }),
    );
  }

  async function work(queue: MailQueueName) {
    const name = JOB_NAMES[queue];
    if (!boss) return;
    await createQueueOnce(boss, name);
    await boss.work<{ id: string }>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: settings.pollingSeconds[queue] },
      async ([job]) => {
        if (!job) return;
        const outcome = await tryToSend(job.data.id, job.retryCount >= job.retryLimit);
        if (!outcome.sent && outcome.error !== undefined) throw outcome.error;
      },
    );
  }

  /** Mails left pending with no job that can still send them (never queued, or their job ended): queued again, or failed. */
  async function sweep(before = new Date(Date.now() - settings.sweepSeconds * 1000)): Promise<void> {
    const jobless = await repository.unsent(before, { withoutJob: true });
    const oldest = await repository.unsent(before);
    for (const mail of [...jobless, ...oldest.filter((one) => one.jobId)]) {
      if (mail.claimedUntil && mail.claimedUntil > new Date()) continue;
      const job = mail.jobId && boss ? await boss.getJobById(JOB_NAMES[mail.queue], mail.jobId) : null;
      if (job?.state === 'failed') await repository.release(mail.id, mail.lastError ?? 'no more tries', true);
      else if (!job || ENDED_JOB_STATES.has(job.state)) await enqueue(mail);
    }
  }

  return {
    /**
     * Writes mails (outside any order transaction) and tries them; resolves once each was tried
     * once, or at once after writing them with `waitForFirstTry: false`.
     */
    async add(mails: NewOutgoingMail[], { waitForFirstTry = true } = {}): Promise<void> {
      const written = await repository.add(mails);
      const tried = handOn(written);
      if (waitForFirstTry) return tried;
      tried.catch((error: unknown) => log.error({ err: error }, 'sending new mails failed; the sweep tries them again'));
    },

    /** Sends the mails an order transaction wrote, after it committed; never throws, since the order stands. */
    async flush(): Promise<void> {
      try {
        const fresh = (await repository.unsent(new Date(Date.now() + 1000), { withoutJob: true })).filter((mail) => mail.attempts === 0);
        await handOn(fresh);
      } catch (error) {
        log.error({ err: error }, 'sending new mails failed; the sweep tries them again');
      }
    },

    sweep,

    /**
     * Puts a failed mail back with all its tries and tries it at once; a try that fails hands it to
     * the queue like a new mail's. Resolves with the mail as it then stands once tried, or after
     * `waitMs` while a slow server is still being tried (the try goes on); undefined when the mail
     * was not failed.
     */
    async resend(id: string, waitMs = RESEND_WAIT_MS): Promise<OutgoingMail | undefined> {
      const mail = await repository.requeue(id);
      if (!mail) return undefined;
      const tried = handOn([mail]).catch((error: unknown) => log.error({ err: error }, 'sending a mail again failed; the sweep tries it'));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([tried, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      return (await repository.findById(id)) ?? mail;
    },

    /** Starts pg-boss on the app's own connections, its workers and the sweep. */
    async start(): Promise<void> {
      if (!settings.work || !database.queueConnection) return;
      boss = new PgBoss({
        ...database.queueConnection,
        max: 4,
        schema: settings.schema,
        // The sweep runs here; pg-boss's own cron is not needed.
        schedule: false,
      });
      boss.on('error', (error) => log.warn({ err: error }, 'mail queue error'));
      await boss.start();
      await work('codes');
      await work('mail');
      sweeper = setInterval(() => {
        sweep().catch((error) => log.error({ err: error }, 'the mail sweep failed'));
      }, settings.sweepSeconds * 1000);
      sweeper.unref();
    },

    async stop(): Promise<void> {
      clearInterval(sweeper);
      await boss?.stop({ graceful: true, wait: true, timeout: 5000 });
      boss = undefined;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;

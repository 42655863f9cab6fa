import type { MailQueueName } from '../db/schema';

/** pg-boss's retry of a job: `retryDelay` seconds, doubled each time when `retryBackoff`. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
}

export interface MailQueueSettings {
  /** Whether this process works the queue; tests that do not need it leave it off and send at once only. */
  work: boolean;
  /** The schema pg-boss keeps its jobs in. */
  schema: string;
  retry: Record<MailQueueName, RetryPolicy>;
  /** Seconds between two looks for new jobs. */
  pollingSeconds: Record<MailQueueName, number>;
  /** Seconds a sender holds a mail while it sends it; longer than any SMTP conversation. */
  claimSeconds: number;
  /** Seconds between sweeps for mails left unsent without a live job (a crash after their commit). */
  sweepSeconds: number;
}

/**
 * Decision 028: order mail retries 10 times from 5 s, doubling with jitter, so the last try comes
 * 85 to 170 minutes after the first and a server down for an hour loses nothing; sign-in codes
 * retry within a minute, on their own queue that is polled every half second.
 */
export const MAIL_QUEUE_DEFAULTS: MailQueueSettings = {
  work: true,
  schema: 'pgboss',
  retry: {
    mail: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
    codes: { retryLimit: 5, retryDelay: 1, retryBackoff: true },
  },
  pollingSeconds: { mail: 2, codes: 0.5 },
  claimSeconds: 120,
  sweepSeconds: 60,
};

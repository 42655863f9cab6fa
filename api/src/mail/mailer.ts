import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** A message the shop sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** A message as it was sent, kept for the development peek endpoint. */
export interface SentMail extends MailMessage {
  from: string;
  sentAt: string;
}

export interface MailerOptions {
  from: string;
  /** An SMTP URL (smtp://user:pass@host:587); absent: messages go to the outbox folder and the log. */
  smtpUrl: string | undefined;
  /** Folder each message is written to as JSON when no SMTP server is set; null keeps them in memory only. */
  outboxDir: string | null;
  log: (line: string) => void;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The newest message sent to an address in this process (case-insensitive), for tests. */
  latestTo(address: string): SentMail | undefined;
}

// Enough for a test run's worth of codes; older messages fall off.
const RECENT_LIMIT = 500;

async function writeToOutbox(dir: string, mail: SentMail): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${mail.sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
  await writeFile(file, `${JSON.stringify(mail, null, 2)}\n`);
  return file;
}

/**
 * SMTP waits shorter than a sender's claim on a mail (mail-queue-settings.ts): a server that
 * stops answering fails the try before another sender may take the mail, so it never goes twice.
 * A setting already in the URL wins.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Sends mail through SMTP when configured, else into the local outbox; remembers recent messages. */
export function createMailer(options: MailerOptions): Mailer {
  const recent: SentMail[] = [];
  let transport: Transporter | undefined;

  async function deliver(mail: SentMail): Promise<void> {
    if (options.smtpUrl) {
      transport ??= nodemailer.createTransport(withSmtpTimeouts(options.smtpUrl));
      await transport.sendMail(mail);
      return;
    }
    const where = options.outboxDir ? await writeToOutbox(options.outboxDir, mail) : 'memory';
    options.log(`mail to ${mail.to}: "${mail.subject}" (outbox: ${where})`);
  }

  return {
    async send(message) {
      const mail: SentMail = { ...message, from: options.from, sentAt: new Date().toISOString() };
      await deliver(mail);
      recent.push(mail);
      if (recent.length > RECENT_LIMIT) recent.shift();
    },
    latestTo(address) {
      const wanted = address.trim().toLowerCase();
      for (let index = recent.length - 1; index >= 0; index -= 1) {
        const mail = recent[index];
        if (mail && mail.to.toLowerCase() === wanted) return mail;
      }
      return undefined;
    },
  };
}

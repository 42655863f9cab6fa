import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, withSmtpTimeouts } from './mailer';

describe('mailer without an SMTP server', () => {
  it('writes each message to the outbox folder and logs where it went', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const mailer = createMailer({ from: 'Shop <shop@example.in>', smtpUrl: undefined, outboxDir, log: (line) => lines.push(line) });

    await mailer.send({ to: 'asha@example.in', subject: 'Your code', text: 'Code 123456' });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const stored = JSON.parse(await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(stored).toMatchObject({ to: 'asha@example.in', from: 'Shop <shop@example.in>', subject: 'Your code', text: 'Code 123456' });
    expect(lines[0]).toContain('mail to asha@example.in: "Your code"');
  });

  it('finds the newest message to an address whatever its case', async () => {
    const mailer = createMailer({ from: 'shop@example.in', smtpUrl: undefined, outboxDir: null, log: () => {} });
    await mailer.send({ to: 'Asha@Example.in', subject: 'first', text: '1' });
    await mailer.send({ to: 'ravi@example.in', subject: 'other', text: '2' });
    await mailer.send({ to: 'asha@example.in', subject: 'second', text: '3' });

    expect(mailer.latestTo('ASHA@example.in')?.subject).toBe('second');
    expect(mailer.latestTo('nobody@example.in')).toBeUndefined();
  });
});

describe('the SMTP connection', () => {
  it('gives up on a silent server before a sender loses its claim on the mail, unless the URL says otherwise', () => {
    const url = new URL(withSmtpTimeouts('smtp://shop:secret@mail.example.in:587?socketTimeout=5000'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ socketTimeout: '5000', connectionTimeout: '10000', greetingTimeout: '10000' });
    expect(url.username).toBe('shop');
  });
});

import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the mail tests: it keeps what arrives, and can be stopped and started on its port. */
export interface SmtpPeer {
  url: string;
  received: ParsedMail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

function newServer(received: ParsedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          done();
        })
        .catch(done);
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
  });

/** Starts a peer on a free port; with `down`, it is closed again at once, as a mail server that is off. */
export async function startSmtpPeer({ down = false } = {}): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined = newServer(received);
  const port = await listen(server, 0);
  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async start() {
      server ??= newServer(received);
      await listen(server, port);
    },
    async stop() {
      const closing = server;
      server = undefined;
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
  };
  if (down) await peer.stop();
  return peer;
}

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { testConfig, XHR } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { ok } from './envelope';

const database = useTestDatabase();

const shopper = {
  fullName: 'Meera Iyer',
  email: 'meera.iyer@example.in',
  phoneNumber: '9812345678',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$bm90LWEtcmVhbC1oYXNo',
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

/** The app with its log lines captured, and two routes that exist only here. */
async function appWithLog() {
  const lines: string[] = [];
  app = buildApp({ config: testConfig({ logLevel: 'info' }), database: database(), logStream: { write: (line) => lines.push(line) } });
  app.register(async (scope) => {
    // Inserts the same account twice: the second insert fails on the unique e-mail.
    scope.post('/test/duplicate-account', async () => {
      await database().db.insert(users).values(shopper);
      await database().db.insert(users).values(shopper);
      return ok(null);
    });
    scope.post('/test/log-request', async (request) => {
      request.log.info({ req: { headers: request.headers }, body: request.body, user: shopper }, 'request seen');
      return ok(null);
    });
  });
  await app.ready();
  return { app, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('log lines', () => {
  it('keep a failed query and its SQL, and leave out the values it was given', async () => {
    const { app, lines, records } = await appWithLog();
    const response = await app.inject({ method: 'POST', url: '/test/duplicate-account', headers: XHR });
    expect(response.statusCode).toBe(500);

    const failure = records().find((record) => record.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      err: {
        type: 'DrizzleQueryError',
        message: expect.stringMatching(/^Failed query: insert into "users" .*\nparams: \[redacted\]$/s),
        cause: { code: '23505' },
      },
    });
    const everything = lines.join('\n');
    for (const personal of Object.values(shopper)) expect(everything).not.toContain(personal);
    expect(response.body).not.toContain(shopper.email);
  });

  it('redact cookies, tokens, the one-time-code header, bodies and personal fields', async () => {
    const { app, lines } = await appWithLog();
    const secrets = { cookie: 'accessToken=eyJ-session-cookie', authorization: 'Bearer eyJ-bearer', 'x-otp-token': 'f'.repeat(64) };
    await app.inject({
      method: 'POST',
      url: '/test/log-request',
      headers: { ...XHR, ...secrets, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ravi@example.in', password: 'Secret@123' }),
    });
    const everything = lines.join('\n');
    expect(everything).toContain('request seen');
    for (const secret of [...Object.values(secrets), 'ravi@example.in', 'Secret@123', ...Object.values(shopper)]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).toContain('[redacted]');
  });
});

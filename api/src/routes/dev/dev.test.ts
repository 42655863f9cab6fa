import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

const database = useTestDatabase();

const message = (email: string, subject: string, createdAt: Date) => ({
  name: 'Ravi',
  email,
  subject,
  message: 'Hello',
  createdAt,
});

describe('GET /api/dev/contact-messages/latest', () => {
  const app = useTestApp(database);
  const latest = (query: string) => app().inject({ method: 'GET', url: `/api/dev/contact-messages/latest${query}` });

  it('returns the newest message from an address, whatever its case', async () => {
    await database()
      .db.insert(contactMessages)
      .values([
        message('ravi@example.in', 'first', new Date('2025-01-01T10:00:00Z')),
        message('Ravi@Example.in', 'newest', new Date('2025-01-02T10:00:00Z')),
        message('someone@example.in', 'other', new Date('2025-01-03T10:00:00Z')),
      ]);
    const response = await latest('?email=RAVI%40example.in');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        name: 'Ravi',
        email: 'Ravi@Example.in',
        subject: 'newest',
        message: 'Hello',
        createdAt: '2025-01-02T10:00:00.000Z',
      },
    });
  });

  it('answers 404 when that address sent nothing', async () => {
    const response = await latest('?email=nobody@example.in');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('answers 400 without an address', async () => {
    const response = await latest('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Query parameter email is required.' });
  });
});

describe('GET /api/dev/mail/latest', () => {
  const app = useTestApp(database);

  it('returns the newest mail sent to an address', async () => {
    await app().mailer.send({ to: 'asha@example.in', subject: 'older', text: 'one' });
    await app().mailer.send({ to: 'asha@example.in', subject: 'newer', text: 'two' });
    const response = await app().inject({ method: 'GET', url: '/api/dev/mail/latest?to=ASHA%40example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ to: 'asha@example.in', subject: 'newer', text: 'two' });
  });

  it('answers 404 when nothing was sent there and 400 without an address', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/dev/mail/latest?to=nobody@example.in' })).statusCode).toBe(404);
    const missing = await app().inject({ method: 'GET', url: '/api/dev/mail/latest' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Query parameter to is required.');
  });
});

describe('development routes in production', () => {
  const app = useTestApp(database, { config: { nodeEnv: 'production', isProduction: true } });

  it('do not exist', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/dev/contact-messages/latest?email=a@b.in' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No route for GET /api/dev/contact-messages/latest.');
    expect((await app().inject({ method: 'GET', url: '/api/dev/mail/latest?to=a@b.in' })).statusCode).toBe(404);
  });
});

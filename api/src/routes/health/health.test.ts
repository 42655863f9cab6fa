import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

const database = useTestDatabase();

describe('GET /api/health', () => {
  const app = useTestApp(database);

  it('reports the server and its database as up', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });
});

describe('GET /api/health with the database down', () => {
  const app = useTestApp(() => ({
    ...database(),
    ping: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')),
  }));

  it('answers 503 without the driver error', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable.',
    });
  });
});

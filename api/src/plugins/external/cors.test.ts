import { describe, expect, it } from 'vitest';
import { unusedDatabase, useTestApp } from '../../test/test-app';

const app = useTestApp(unusedDatabase, { config: { corsOrigins: ['http://localhost:3000'] } });

describe('CORS', () => {
  it('allows a listed origin, with credentials', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/media/banners/sparkling-clean.svg',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a preflight for a JSON post with the custom header', async () => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: '/api/v1/contact-us',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-requested-with');
  });

  it('gives no CORS grant to another origin', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/media/banners/sparkling-clean.svg',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

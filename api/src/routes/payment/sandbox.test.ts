import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

const database = useTestDatabase();
const app = useTestApp(database);

describe('sandbox checkout', () => {
  it('serves a script that defines window.Razorpay with Pay, Fail and Cancel', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    for (const text of ['window.Razorpay', "'Pay'", "'Fail'", "'Cancel'", '/api/payments/sandbox/pay', 'ondismiss']) {
      expect(response.body).toContain(text);
    }
    expect(() => new Function(response.body)).not.toThrow();
  });

  it('refuses to pay without a session', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: JSON.stringify({ order_id: 'order_nope' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

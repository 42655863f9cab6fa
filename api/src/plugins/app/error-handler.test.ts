import { successReply } from '@shop/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../../app';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { unusedDatabase, useTestApp, XHR } from '../../test/test-app';

const testBody = z.object({
  name: z.string({ error: 'Enter your name' }).min(1, 'Enter your name'),
  items: z.array(z.object({ quantity: z.number().min(1, 'Quantity must be at least 1') })),
});

// Routes that exist only in this test, to reach every branch of the handler.
function addTestRoutes(app: FastifyInstance) {
  app.register(async (scope) => {
    scope.post('/test/echo', async (request) => ok(request.body ?? null));
    scope.get('/test/crash', async () => {
      throw new Error('connect ECONNREFUSED postgres://shop:hunter2@10.0.0.5:5432');
    });
    scope.get('/test/teapot', async () => {
      throw new AppError(409, 'ALREADY_DONE', 'That was already done.');
    });
    scope.post('/test/validate', async (request) => ok(testBody.parse(request.body)));
    // The same rules as the route's own schema, checked before the handler runs.
    scope.post('/test/route-schema', { schema: { body: testBody, response: { 200: successReply(testBody) } } }, async (request) =>
      ok(request.body),
    );
  });
}

const app = useTestApp(unusedDatabase, { setup: addTestRoutes });

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'POST', url, payload, headers: { ...XHR, 'content-type': 'application/json', ...headers } });

describe('error envelope', () => {
  it('answers an unknown route with 404 NOT_FOUND', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'NOT_FOUND',
      message: 'No route for GET /api/v1/no-such-thing.',
    });
  });

  it.each([
    ['a malformed escape', '/api/v1/product/%zz', 400, 'BAD_REQUEST', 'The address is not a valid URL.'],
    ['an over-long path segment', `/api/v1/product/${'a'.repeat(10_000)}`, 414, 'URI_TOO_LONG', 'A part of the address is too long.'],
  ])('answers a URL with %s in the envelope', async (_case, url, status, errorCode, message) => {
    const response = await app().inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, errorCode, message });
  });

  it('wraps a successful reply as { success, data }', async () => {
    const response = await postJson('/test/echo', '{"a":1}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { a: 1 } });
  });

  it('rejects malformed JSON with 400 INVALID_JSON', async () => {
    const response = await postJson('/test/echo', '{"name": "Asha",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
  });

  it('reads an empty JSON body as no body', async () => {
    const response = await postJson('/test/echo', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });
  });

  it.each([
    ['text/plain', 'name=Asha'],
    ['application/x-www-form-urlencoded', 'name=Asha'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['not a media type', '{}'],
  ])('rejects a %s body with 415', async (contentType, payload) => {
    const response = await postJson('/test/echo', payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.json().message).toMatch(/application\/json/);
  });

  it('rejects a body over the limit with 413', async () => {
    const payload = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT) });
    const response = await postJson('/test/echo', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('turns a validation error into 400 with the first message and one message per field', async () => {
    const response = await postJson('/test/validate', JSON.stringify({ items: [{ quantity: 0 }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      message: 'Enter your name',
      fields: { name: 'Enter your name', 'items.0.quantity': 'Quantity must be at least 1' },
    });
  });

  it('answers a refusal of the route schema exactly as one in the handler', async () => {
    const body = JSON.stringify({ items: [{ quantity: 0 }] });
    const [inHandler, inSchema] = await Promise.all([postJson('/test/validate', body), postJson('/test/route-schema', body)]);
    expect(inSchema.statusCode).toBe(400);
    expect(inSchema.json()).toEqual(inHandler.json());
  });

  it('reads a request without a body as an empty one, naming the missing fields', async () => {
    const response = await app().inject({ method: 'POST', url: '/test/route-schema', headers: XHR });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', message: 'Enter your name' });
  });

  it('sends only what the reply schema names', async () => {
    const response = await postJson('/test/route-schema', JSON.stringify({ name: 'Asha', items: [], extra: 'kept back' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { name: 'Asha', items: [] } });
  });

  it('passes a deliberate error through with its own status and code', async () => {
    const response = await app().inject({ method: 'GET', url: '/test/teapot' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, errorCode: 'ALREADY_DONE', message: 'That was already done.' });
  });

  it('hides the text and stack of an unexpected error behind a 500', async () => {
    const response = await app().inject({ method: 'GET', url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
    expect(response.body).not.toMatch(/hunter2|ECONNREFUSED|stack|at /);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../db/schema';
import type { SandboxProvider } from '../payments/provider';
import {
  type Credentials,
  describeRequest,
  type FuzzTargets,
  fixedRequests,
  inject,
  type RegisteredRoute,
  replyProblem,
  sampleRequests,
} from '../test/fuzz-requests';
import { registeredRoutes } from '../test/registered-routes';
import { useTestApp } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { PASSWORD } from './auth/auth-fixtures';
import { addCoupon, buyer, onlineOrderFor } from './order/order-fixtures';

const OPERATOR_TOKEN = 'operator-token-used-by-the-fuzz-test-only-0123';
// Per-address limits would answer 429 long before the interesting inputs arrive.
const config = { operatorToken: OPERATOR_TOKEN, rateLimitFactor: 1000 };
/** Replay a failure with FUZZ_SEED=<seed>; each route mixes in its own name. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const GENERATED_PER_ROUTE = 25;

// Fastify answers HEAD with the GET handler; fuzzing both would only double the run.
const withoutHeadTwins = (all: RegisteredRoute[]) =>
  all.filter((route) => !(route.method === 'HEAD' && all.some((other) => other.method === 'GET' && other.url === route.url)));

const routes = withoutHeadTwins(await registeredRoutes(config));
const database = useTestDatabase();
const app = useTestApp(database, { config });

function routeSeed(route: RegisteredRoute): number {
  let hash = SEED;
  for (const character of `${route.method} ${route.url}`) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

/** A shopper with an address, a cart line, an unpaid online order and a coupon to aim at. */
async function shopUnderFire(instance: FastifyInstance): Promise<{ targets: FuzzTargets; credentials: Credentials }> {
  const who = await buyer(instance, database());
  const { soap, data } = await onlineOrderFor(instance, database(), who);
  await addCoupon(database(), { kind: 'percent', percentOff: '10', couponCode: 'SAVE10' });
  const [line] = await database().db.select().from(cartItems).where(eq(cartItems.userId, who.user.id));
  const sandbox = instance.payments.name === 'sandbox' ? (instance.payments as SandboxProvider) : undefined;
  return {
    targets: {
      productId: soap,
      addressId: who.addressId,
      orderId: data.notes.orderId,
      providerOrderId: data.id,
      cartLineId: line?.id ?? '',
      couponCode: 'SAVE10',
      email: who.user.email,
      password: PASSWORD,
    },
    credentials: {
      shopper: who.headers,
      operator: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      ...(sandbox ? { signWebhook: (raw: string) => sandbox.signWebhook(raw) } : {}),
    },
  };
}

describe('every registered route under hostile input', () => {
  it('takes its route list from Fastify, operator and sandbox routes included', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/v1/order',
        'PUT /api/v1/profile',
        'POST /api/operator/orders/:orderId/refund',
        'DELETE /api/operator/tokens/:token',
        'POST /api/payments/sandbox/pay',
        'GET /api/media/*',
      ]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: never a 5xx, a stack trace or SQL in the reply',
    async (_name, route) => {
      const { targets, credentials } = await shopUnderFire(app());
      const seed = routeSeed(route);
      const requests = [
        ...fixedRequests(route, targets, credentials),
        ...sampleRequests(route, targets, credentials, { seed, count: GENERATED_PER_ROUTE }),
      ];
      const problems: string[] = [];
      for (const request of requests) {
        const response = await app().inject(inject(request));
        const problem = replyProblem(response);
        if (problem) problems.push(`${problem} (${response.statusCode} ${response.body.slice(0, 120)}): ${describeRequest(request)}`);
      }
      if (problems.length > 0) {
        const summary = `${problems.length} of ${requests.length} requests failed; seed ${seed} (FUZZ_SEED=${SEED})`;
        throw new Error(`${summary}\n${problems.join('\n')}`);
      }
    },
    120_000,
  );
});

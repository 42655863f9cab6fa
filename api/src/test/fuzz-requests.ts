import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { XHR } from './test-app';

/** A route as Fastify registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Real ids and secrets of the shop the requests are aimed at, so one bad field at a time reaches deep. */
export interface FuzzTargets {
  productId: string;
  addressId: string;
  orderId: string;
  providerOrderId: string;
  cartLineId: string;
  couponCode: string;
  email: string;
  password: string;
}

export type Identity = 'guest' | 'shopper' | 'operator' | 'forged';

export interface FuzzRequest {
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => code), 0x7f, 0x80, 0x9f].map((code) => String.fromCharCode(code));

/** Text with a control character in it; the edge refuses these before any route code runs. */
const CONTROL_STRINGS: readonly string[] = ['\u0000', 'Asha\u0000Patel', ...CONTROL_CHARACTERS.map((character) => `Asha${character}Patel`)];

/** Strings that have broken servers before: traversal, injection, odd Unicode, numbers as text, sizes. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u2028\u2029',
  '\u202eevil',
  '\ufeffBOM',
  '\ud800',
  'lone \udfff half',
  '😀'.repeat(40),
  'é'.repeat(300),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '%',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '$1',
  '\\',
  '"',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-1234567890ag',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
];

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  [],
  {},
  [null],
  { $ne: null },
  [[[[[]]]]],
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const controlString = fc.constantFrom(...CONTROL_STRINGS);

/** Anything a JSON field may hold, weighted towards what breaks servers. */
const fuzzValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 1, arbitrary: controlString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
  { weight: 1, arbitrary: nastyString.map((productId) => [{ productId, quantity: 1 }]) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(300_000)) },
);

/** One value per field the API reads anywhere, each one the API would accept. */
function acceptedFields(targets: FuzzTargets): Record<string, fc.Arbitrary<unknown>> {
  return {
    fullName: fc.constant('Asha Patel'),
    email: fc.constantFrom(targets.email, `fuzz-${randomUUID().slice(0, 8)}@example.in`),
    phoneNumber: fc.constant('9876543210'),
    password: fc.constantFrom(targets.password, 'Wrong@123'),
    confirmPassword: fc.constant(targets.password),
    newPassword: fc.constant('Clean@1'),
    checked: fc.constant(true),
    accountType: fc.constantFrom('retail buyer', 'retailer'),
    otp: fc.constant('123456'),
    algoName: fc.constant('SHA-256'),
    name: fc.constant('Asha Patel'),
    subject: fc.constant('A question'),
    message: fc.constant('Line one\nLine two\twith a tab'),
    firstName: fc.constant('Asha'),
    lastName: fc.constant('Patel'),
    mobileNumber: fc.constant('9876543210'),
    companyName: fc.constant('Patel Traders'),
    companyAddress: fc.constant('12 Link Road\nMumbai'),
    contactPerson: fc.constant('Asha Patel'),
    phone: fc.constant('9876543210'),
    address: fc.constant('12 Link Road'),
    houseNumber: fc.constant('12'),
    societyName: fc.constant('Shanti Kunj'),
    street: fc.constant('Link Road'),
    city: fc.constantFrom('Mumbai', 'Ahmedabad'),
    state: fc.constantFrom('Maharashtra', 'Gujarat'),
    country: fc.constant('India'),
    pinCode: fc.constant('400050'),
    postalCode: fc.constant('400050'),
    orderType: fc.constant('Bulk'),
    deliveryTimeline: fc.constant('Two weeks'),
    notes: fc.constant('Call first'),
    products: fc.constant([{ productId: targets.productId, quantity: 2 }]),
    confirmed: fc.constant(true),
    productId: fc.constant(targets.productId),
    quantity: fc.constantFrom(1, -1, 2),
    mode: fc.constantFrom(undefined, 'set'),
    addressId: fc.constant(targets.addressId),
    couponCode: fc.constantFrom(null, targets.couponCode),
    paymentType: fc.constantFrom('cod', 'razorpay'),
    freeProductStockIgnore: fc.boolean(),
    orderId: fc.constant(targets.orderId),
    order_id: fc.constant(targets.providerOrderId),
    razorpay_order_id: fc.constant(targets.providerOrderId),
    razorpay_payment_id: fc.constant('pay_fuzz'),
    razorpay_signature: fc.constant('0'.repeat(64)),
    event: fc.constant('payment.captured'),
    payload: fc.constant({ payment: { entity: { id: 'pay_fuzz', order_id: targets.providerOrderId, amount: 100 } } }),
  };
}

/** Characters a text field should never carry; each one is slipped into valid values. */
const SLIPPED_IN = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085'];

type Change = { replace: unknown } | { insert: string; at: number };

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: fuzzValue.map((replace) => ({ replace })) },
  { weight: 1, arbitrary: fc.record({ insert: fc.constantFrom(...SLIPPED_IN), at: fc.nat() }) },
);

function applyChange(value: unknown, how: Change): unknown {
  if ('replace' in how) return how.replace;
  if (typeof value !== 'string') return how.insert;
  const at = how.at % (value.length + 1);
  return `${value.slice(0, at)}${how.insert}${value.slice(at)}`;
}

/** A body the API would take, with one to three fields replaced by something hostile or given a stray character. */
function mutatedBody(targets: FuzzTargets): fc.Arbitrary<unknown> {
  const fields = acceptedFields(targets);
  const names = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...Object.keys(fields)) },
    { weight: 1, arbitrary: fc.constantFrom('website', '__proto__', 'constructor', 'unknownField', '') },
  );
  return fc.tuple(fc.record(fields), fc.array(fc.tuple(names, change), { minLength: 1, maxLength: 3 })).map(([base, swaps]) => {
    const body: Record<string, unknown> = { ...base };
    for (const [name, how] of swaps) {
      // Named keys such as __proto__ become own properties, as JSON.parse makes them.
      Object.defineProperty(body, name, { value: applyChange(body[name], how), enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
}

/**
 * `value` with `character` in the middle of its strings, however deep: every one, or only the
 * `only`-th one met (counting from 0). `seen` counts the strings met so far.
 */
function withCharacter(value: unknown, character: string, only?: number, seen = { count: 0 }): unknown {
  if (typeof value === 'string') {
    const index = seen.count++;
    return only === undefined || only === index ? applyChange(value, { insert: character, at: Math.floor(value.length / 2) }) : value;
  }
  if (Array.isArray(value)) return value.map((item) => withCharacter(item, character, only, seen));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withCharacter(item, character, only, seen)]));
  }
  return value;
}

function countStrings(value: unknown): number {
  const seen = { count: 0 };
  withCharacter(value, '', undefined, seen);
  return seen.count;
}

/** Percent-encodes any string; a lone surrogate half goes as the UTF-8 replacement character. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** Path segments for `:param`: real ids, wrong ids, traversal, bad escapes, control characters. */
function pathSegments(targets: FuzzTargets): fc.Arbitrary<string> {
  const realIds = [targets.productId, targets.addressId, targets.orderId, targets.cartLineId, targets.couponCode, targets.providerOrderId];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: nastyString.map(encode) },
    { weight: 1, arbitrary: controlString.map(encode) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encode) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '..%2f..%2f..%2fetc%2fpasswd',
        '%2e%2e',
        '..%252f',
        '%00',
        '%',
        '%zz',
        '%c0%ae%c0%ae',
        '%ed%a0%80',
        'a'.repeat(10_000),
        '101',
        'GJ',
      ),
    },
  );
}

/** The rest of a wildcard route (`/media/*`): traversal, encoded traversal, NUL, odd file names. */
const wildcardRests = fc.constantFrom(
  'products/test.svg',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/package.json',
  'products/..%2f..%2f..%2fsrc%2fapp.ts',
  'a%00.png',
  '%00',
  '....//....//etc/passwd',
  '%',
  'x'.repeat(5000),
  '',
);

const QUERY_NAMES = ['p', 'l', 'c', 'sb', 'pf', 'pt', 'r', 'value', 'email', 'mobile', 'to', 'x', '__proto__'];

const queryString = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(fc.constantFrom(...QUERY_NAMES), fc.oneof(nastyString, controlString, fc.string({ unit: 'binary', maxLength: 20 }))),
        {
          maxLength: 4,
        },
      )
      .map((pairs) => pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')),
  },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', 'value=%00', '&&&', '=x', 'a[b]=1', 'p=1&p=2', `${'a=1&'.repeat(2000)}`) },
);

const JSON_TYPE = 'application/json';

/** Bodies no client should send: broken JSON, other media types, broken multipart, sizes. */
interface RawBody {
  contentType?: string;
  payload: string | Buffer;
}

const RAW_BODIES: readonly RawBody[] = [
  { contentType: JSON_TYPE, payload: '{' },
  { contentType: JSON_TYPE, payload: '{"email": "a@b.c",' },
  { contentType: JSON_TYPE, payload: 'nul' },
  { contentType: JSON_TYPE, payload: '"\\u0000"' },
  { contentType: JSON_TYPE, payload: '{"email":"a\\u0000b@c.in","fullName":"\\u0000"}' },
  { contentType: JSON_TYPE, payload: '{"__proto__":{"admin":true}}' },
  { contentType: JSON_TYPE, payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: JSON_TYPE, payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { contentType: JSON_TYPE, payload: '1e999999' },
  { contentType: JSON_TYPE, payload: 'null' },
  { contentType: JSON_TYPE, payload: '[]' },
  { contentType: JSON_TYPE, payload: '123' },
  { contentType: JSON_TYPE, payload: '\ufeff{}' },
  { contentType: JSON_TYPE, payload: '{"a":1}garbage' },
  { contentType: JSON_TYPE, payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
  { contentType: JSON_TYPE, payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }) },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'APPLICATION/JSON; charset=latin1', payload: '{"email":"x"}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%00b&password=x' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: ';;;', payload: '{}' },
  { contentType: 'application/', payload: '{}' },
  { payload: '{"email":"a@b.c"}' },
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nAsha' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nA\u0000b\r\n--x--\r\n',
  },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken header\r\n\r\nvalue\r\n--x--\r\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png',
  },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--\r\n' },
];

interface Generated {
  identity: Identity;
  segments: string[];
  wildcard: string;
  query: string;
  body: RawBody | undefined;
  xhr: boolean;
  idempotencyKey: string;
  otpToken: string | undefined;
}

function generated(targets: FuzzTargets, paramCount: number): fc.Arbitrary<Generated> {
  const jsonBody = mutatedBody(targets).map((value) => ({ contentType: JSON_TYPE, payload: JSON.stringify(value) }));
  return fc.record({
    identity: fc.oneof(
      { weight: 3, arbitrary: fc.constant<Identity>('shopper') },
      { weight: 1, arbitrary: fc.constantFrom<Identity>('guest', 'operator', 'forged') },
    ),
    segments: fc.array(pathSegments(targets), { minLength: paramCount, maxLength: paramCount }),
    wildcard: wildcardRests,
    query: fc.oneof({ weight: 2, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryString }),
    body: fc.oneof(
      { weight: 6, arbitrary: jsonBody },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fuzzValue.map((value) => ({ contentType: JSON_TYPE, payload: JSON.stringify(value) ?? '' })) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    ),
    xhr: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    idempotencyKey: fc.oneof(
      { weight: 4, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom('', 'not-a-uuid', 'x'.repeat(500)) },
    ),
    otpToken: fc.option(fc.constantFrom('', '0'.repeat(64), 'x'.repeat(500)), { nil: undefined }),
  });
}

const PARAM = /:[A-Za-z0-9_]+/g;

/** Fills a route's `:params` and `*` from a generated case. */
function fillUrl(url: string, segments: readonly string[], wildcard: string): string {
  let index = 0;
  const filled = url.replace(PARAM, () => segments[index++] ?? 'x');
  const whole = filled.endsWith('*') ? `${filled.slice(0, -1)}${wildcard}` : filled;
  // The CORS preflight route is `*` alone.
  return whole.startsWith('/') ? whole : `/${whole}`;
}

export interface Credentials {
  shopper: Record<string, string>;
  operator: Record<string, string>;
  /** Signs a raw body as the payment provider would sign its webhook. */
  signWebhook?: (rawBody: string) => string;
}

const FORGED = { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', cookie: 'accessToken=%00; refreshToken=..%2f' };

function identityHeaders(identity: Identity, credentials: Credentials): Record<string, string> {
  if (identity === 'shopper') return credentials.shopper;
  if (identity === 'operator') return credentials.operator;
  if (identity === 'forged') return FORGED;
  return {};
}

/** A request with its body's content type and, where the payment sandbox can sign, the webhook signature. */
function request(
  route: RegisteredRoute,
  identity: Identity,
  url: string,
  headers: Record<string, string>,
  body: RawBody | undefined,
  credentials: Credentials,
): FuzzRequest {
  const all = { ...identityHeaders(identity, credentials), ...headers };
  if (body?.contentType) all['content-type'] = body.contentType;
  if (body && credentials.signWebhook && typeof body.payload === 'string')
    all['x-razorpay-signature'] = credentials.signWebhook(body.payload);
  return { identity, method: route.method, url, headers: all, ...(body ? { payload: body.payload } : {}) };
}

function toRequest(route: RegisteredRoute, value: Generated, credentials: Credentials): FuzzRequest {
  const url = fillUrl(route.url, value.segments, value.wildcard);
  const headers: Record<string, string> = {
    ...(value.xhr ? XHR : {}),
    'idempotency-key': value.idempotencyKey,
    ...(value.otpToken === undefined ? {} : { 'x-otp-token': value.otpToken }),
  };
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : value.body;
  return request(route, value.identity, value.query ? `${url}?${value.query}` : url, headers, body, credentials);
}

/** `count` generated requests for one route, the same list for the same seed. */
export function sampleRequests(
  route: RegisteredRoute,
  targets: FuzzTargets,
  credentials: Credentials,
  options: { seed: number; count: number },
): FuzzRequest[] {
  const paramCount = route.url.match(PARAM)?.length ?? 0;
  return fc
    .sample(generated(targets, paramCount), { seed: options.seed, numRuns: options.count })
    .map((value) => toRequest(route, value, credentials));
}

function fixedRequest(route: RegisteredRoute, identity: Identity, credentials: Credentials, url: string, body?: RawBody): FuzzRequest {
  return request(route, identity, url, { ...XHR, 'idempotency-key': randomUUID() }, body, credentials);
}

/**
 * The cases a generator might take long to find, for one route: every raw body as a guest and as
 * the shopper; and, as the shopper, a valid body and query with a stray character in every string,
 * then a NUL in one query value or in one string of the body (nested ones too) at a time.
 */
export function fixedRequests(route: RegisteredRoute, targets: FuzzTargets, credentials: Credentials): FuzzRequest[] {
  const url = fillUrl(route.url, [], '');
  const [accepted = {}] = fc.sample(fc.record(acceptedFields(targets)), { seed: 1, numRuns: 1 });
  const withBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'OPTIONS';
  const json = (value: unknown): RawBody => ({ contentType: JSON_TYPE, payload: JSON.stringify(value) });
  const asShopper = (requestUrl: string, body?: RawBody) => fixedRequest(route, 'shopper', credentials, requestUrl, body);
  const requests: FuzzRequest[] = [];
  for (const character of SLIPPED_IN) {
    requests.push(asShopper(`${url}?${QUERY_NAMES.map((name) => `${encode(name)}=${encode(`a${character}b`)}`).join('&')}`));
    if (withBody) requests.push(asShopper(url, json(withCharacter(accepted, character))));
  }
  for (const name of QUERY_NAMES) requests.push(asShopper(`${url}?${encode(name)}=a%00b`));
  if (!withBody) return requests;
  for (let only = 0; only < countStrings(accepted); only += 1) requests.push(asShopper(url, json(withCharacter(accepted, '\u0000', only))));
  for (const identity of ['guest', 'shopper'] as const) {
    for (const body of RAW_BODIES) requests.push(fixedRequest(route, identity, credentials, url, body));
  }
  return requests;
}

export function inject(request: FuzzRequest): InjectOptions {
  return {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    remoteAddress: '203.0.113.77',
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

const STACK_TRACE = /\n\s+at |\bat [^\n]*\((?:file:|node:|\/)[^)]*:\d+:\d+\)|node_modules/;
const SQL_TEXT =
  /Failed query|\bparams: |syntax error at or near|invalid input (?:syntax|value)|violates [a-z- ]*constraint|duplicate key value|PostgresError|DrizzleQueryError|relation "[^"]*"|column "[^"]*"|\b(?:select|insert into|update|delete from)\b[^\n]{0,200}"[a-z_]+"\./i;

/** What is wrong with a reply, if anything: a 5xx, a stack trace or SQL in the body, an error outside the envelope. */
export function replyProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const body = response.body;
  if (STACK_TRACE.test(body)) return 'a stack trace in the body';
  if (SQL_TEXT.test(body)) return 'SQL text in the body';
  // Plain-text refusals (a CORS preflight without an Origin) are the framework's; JSON ones are ours.
  if (response.statusCode >= 400 && String(response.headers['content-type']).startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'an error body that is not valid JSON';
    }
    const envelope = parsed as { success?: unknown; errorCode?: unknown; message?: unknown };
    if (envelope.success !== false || typeof envelope.errorCode !== 'string' || typeof envelope.message !== 'string') {
      return 'an error body outside the { success: false, errorCode, message } envelope';
    }
  }
  return undefined;
}

/** One line per request, short enough to read in a failure list. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` ${request.headers['content-type'] ?? '(no content type)'} ${JSON.stringify(String(request.payload).slice(0, 160))}`;
  return `${request.identity} ${request.method} ${request.url.slice(0, 200)}${payload}`;
}

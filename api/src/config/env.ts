import path from 'node:path';
import { company } from '@shop/shared/company';
import { parseRemoteOrigins, type RemoteOrigins } from '@shop/shared/contracts';
import { z } from 'zod';
import { MAIL_QUEUE_DEFAULTS, type MailQueueSettings } from '../mail/mail-queue-settings';
import { type AppPaths, paths } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;
const PAYMENT_PROVIDERS = ['razorpay', 'sandbox', 'none'] as const;
const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

/** The shortest JWT_SECRET accepted: 32 characters, at least 256 bits when random. */
export const MIN_JWT_SECRET_LENGTH = 32;
// Tests sign with a fixed key so a failure can be replayed; it never leaves the test run.
const TEST_JWT_SECRET = 'test-only-jwt-secret-not-for-any-real-server';

/** The most RATE_LIMIT_FACTOR may raise the per-address limits by. */
export const MAX_RATE_LIMIT_FACTOR = 1000;

/** Why production without Razorpay keys will not start unless PAYMENT_PROVIDER says what to do instead. */
export const PAYMENT_PROVIDER_REQUIRED =
  'is required in production without RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both keys to take card payments, ' +
  'PAYMENT_PROVIDER=none for cash on delivery only, or PAYMENT_PROVIDER=sandbox for a demonstration that takes no money';

/** Why development endpoints will not start beside a real server. */
export const devEndpointsBeside = (variable: string, host: string) =>
  `must be off when ${variable} names a real server (${host}): /api/dev reads every account's codes; ` +
  'development endpoints run only beside a local mail server and database (localhost, 127.0.0.1, ::1)';

/** The largest benchmark catalogue SEED_PRODUCTS may ask for. */
export const MAX_SEED_PRODUCTS = 100_000;

export type LogLevel = (typeof LOG_LEVELS)[number];
export type NodeEnv = (typeof NODE_ENVS)[number];
/** Who takes online payments: Razorpay, the local sandbox (no money moves), or nobody (cash on delivery only). */
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

// An empty value in a .env file or a CI matrix means "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const wholeNumberBetween = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The host a mail or database URL names when it is not this machine, else undefined. A database
 * URL without a host (or with a socket folder in `?host=`) reaches a local socket.
 */
export function realServerOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    const host = (url.hostname || url.searchParams.get('host') || '').toLowerCase();
    return host === '' || host.startsWith('/') || LOOPBACK_HOSTS.has(host) ? undefined : host;
  } catch {
    return undefined;
  }
}

const envSchema = z
  .object({
    PORT: optional(wholeNumberBetween(1, 65535)),
    HOST: optional(z.string().trim().min(1, 'must not be blank')),
    NODE_ENV: optional(z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` })),
    DATABASE_URL: optional(z.string().refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL')),
    DATA_DIR: optional(z.string().trim().min(1, 'must not be blank')),
    CORS_ORIGINS: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .refine(
          (origins) => origins.length > 0 && origins.every(isOrigin),
          'must be a comma-separated list of origins such as http://localhost:3000',
        ),
    ),
    LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    // `true` is refused: Fastify would then take the leftmost X-Forwarded-For entry, which the
    // client writes itself, as its address, and the rate limits would count whatever it chose.
    TRUST_PROXY: optional(
      z
        .string()
        .trim()
        .regex(
          /^(false|\d+|[0-9a-fA-F.:/, ]+)$/,
          'must be false, the number of proxies in front of the API or their addresses; true would let a client choose its address through X-Forwarded-For',
        ),
    ),
    SMTP_URL: optional(z.string().refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string().trim().min(3, 'must be an address such as Shop <shop@example.in>')),
    INQUIRY_EMAIL: optional(
      z
        .string()
        .trim()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'),
    ),
    JWT_SECRET: optional(z.string().min(MIN_JWT_SECRET_LENGTH, `must be at least ${MIN_JWT_SECRET_LENGTH} characters`)),
    ACCESS_TOKEN_TTL_SECONDS: optional(
      z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(10, 'must be at least 10 seconds'),
    ),
    REFRESH_TOKEN_TTL_SECONDS: optional(
      z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(60, 'must be at least 60 seconds'),
    ),
    SEED_PRODUCTS: optional(wholeNumberBetween(1, MAX_SEED_PRODUCTS)),
    SHIPPING_PER_KM_PRICE: optional(z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative')),
    SHIPPING_MIN_PRICE: optional(z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative')),
    SHIPPING_MAX_PRICE: optional(z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative')),
    FREE_SHIPPING_ABOVE: optional(z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative')),
    SHIPPING_ROAD_FACTOR: optional(z.coerce.number({ error: 'must be a number' }).min(1, 'must be at least 1')),
    PLATFORM_FEE: optional(z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative')),
    ORDER_HOLD_MINUTES: optional(
      z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1 minute'),
    ),
    RAZORPAY_KEY_ID: optional(z.string().trim().min(1, 'must not be blank')),
    RAZORPAY_KEY_SECRET: optional(z.string().trim().min(1, 'must not be blank')),
    RAZORPAY_WEBHOOK_SECRET: optional(z.string().trim().min(1, 'must not be blank')),
    PAYMENT_PROVIDER: optional(z.enum(PAYMENT_PROVIDERS, { error: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` })),
    SANDBOX_REFUND_WEBHOOK_MS: optional(wholeNumberBetween(0, 3_600_000)),
    OPERATOR_TOKEN: optional(z.string().trim().min(32, 'must be at least 32 characters')),
    RATE_LIMIT_FACTOR: optional(wholeNumberBetween(1, MAX_RATE_LIMIT_FACTOR)),
    REMOTE_ORIGINS: optional(z.string()),
    DEV_OVERRIDES: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
    DEV_ENDPOINTS: optional(
      z.enum(['on', 'off'], { error: 'must be on or off (on opens /api/dev and /api/docs, and only with NODE_ENV=development)' }),
    ),
    SHELL_SHARED_URL: optional(
      z.string().regex(/^(https?|file):\/\/\S+$/, "must be an http(s) or file: address of the shell build's shared.json"),
    ),
    BACKOFFICE_ORIGIN: optional(z.string().regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://admin.example.in')),
    ROLLBACK_MIN_VIEWS: optional(wholeNumberBetween(1, 1_000_000)),
    ROLLBACK_FAILURES_PER_ADDRESS: optional(wholeNumberBetween(1, 1000)),
    ROLLBACK_FAILURE_PERCENT: optional(wholeNumberBetween(1, 100)),
  })
  .superRefine((env, context) => {
    const origins = parseRemoteOrigins(env.REMOTE_ORIGINS, env.NODE_ENV === 'production');
    if ('problem' in origins) context.addIssue({ code: 'custom', path: ['REMOTE_ORIGINS'], message: origins.problem });
    if ((env.RAZORPAY_KEY_ID === undefined) !== (env.RAZORPAY_KEY_SECRET === undefined)) {
      context.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_SECRET'], message: 'must be set together with RAZORPAY_KEY_ID' });
    }
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === undefined) {
      context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    const hasRazorpayKeys = env.RAZORPAY_KEY_ID !== undefined && env.RAZORPAY_KEY_SECRET !== undefined;
    if (env.PAYMENT_PROVIDER === 'razorpay' && !hasRazorpayKeys) {
      context.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET' });
    }
    // /api/dev hands out any account's codes: never beside a real mail server or database.
    if (env.NODE_ENV === 'development' && env.DEV_ENDPOINTS === 'on') {
      for (const name of ['SMTP_URL', 'DATABASE_URL'] as const) {
        const host = realServerOf(env[name]);
        if (host) context.addIssue({ code: 'custom', path: ['DEV_ENDPOINTS'], message: devEndpointsBeside(name, host) });
      }
    }
    // The sandbox marks orders paid without money: in production it runs only when chosen by name.
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === undefined && !hasRazorpayKeys) {
      context.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: PAYMENT_PROVIDER_REQUIRED });
    }
  });

/**
 * Fastify's trustProxy: off, the number of proxies in front of the API (the client is the address
 * the outermost of them appended to X-Forwarded-For), or the addresses of the trusted proxies.
 */
export type TrustProxy = false | number | string;

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Absent: the embedded PGlite database in `dataDir/pglite` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** Behind reverse proxies, lets rate limits see the visitor's address rather than the proxy's. */
  trustProxy: TrustProxy;
  paths: AppPaths;
  mail: {
    /** Absent: messages go to the outbox folder and the log. */
    smtpUrl: string | undefined;
    from: string;
    /** Where inquiries are passed on to. */
    inquiryEmail: string;
    /** Folder for messages when no SMTP server is set; null keeps them in memory (tests). */
    outboxDir: string | null;
    /** The durable queue every mail goes through (decision 028). */
    queue: MailQueueSettings;
  };
  /** Products to seed an empty shop with; absent: the real catalogue. Larger values are for benchmarks. */
  seedProducts: number | undefined;
  auth: {
    /** Absent outside production: one is generated once and kept in `dataDir/jwt-secret`. */
    jwtSecret: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
  };
  /**
   * Delivery price and fees of decisions 008 and 015, in rupees: the road price between
   * minPrice and maxPrice, nothing from a cart subtotal of freeAbove.
   */
  shipping: { perKmPrice: number; minPrice: number; maxPrice: number; freeAbove: number; roadFactor: number; platformFee: number };
  /** Minutes an unpaid online order keeps its stock. */
  orderHoldMinutes: number;
  /** Absent key id and secret: the local sandbox provider takes payments. */
  razorpay: { keyId: string | undefined; keySecret: string | undefined; webhookSecret: string | undefined };
  /** PAYMENT_PROVIDER; unset: Razorpay when its keys are set, else the sandbox (never by default in production). */
  paymentProvider: PaymentProviderName;
  /** How long after accepting a refund the sandbox reports it processed (or failed) through the webhook. */
  sandboxRefundWebhookMs: number;
  /** The bootstrap operator credential (scope admin, named bootstrap); absent: only tokens stored in the database authenticate. */
  operatorToken: string | undefined;
  /** Where remotes' files may come from: a release naming another origin is refused. */
  remoteOrigins: RemoteOrigins;
  /** Whether a remote's team may sign links pointing one browser at its development server (DEV_OVERRIDES; off in production unless on). */
  devOverrides: boolean;
  /**
   * Whether /api/dev (codes mailed to any address, an expired token on demand) and /api/docs exist:
   * only with NODE_ENV=development and DEV_ENDPOINTS=on, never by default.
   */
  devEndpoints: boolean;
  /** Where the live shell build publishes the shared modules it provides (`shared.json`), for the release gate. */
  shellSharedUrl: string | undefined;
  /** The back office's own origin: staff invitation links point there (decision 026). */
  backofficeOrigin: string;
  /**
   * A candidate is rolled back once it has `minViews` page views and more than `failurePercent` % of
   * them failed; one address's reports count for at most `failuresPerAddress` views of a release.
   */
  rollback: { minViews: number; failurePercent: number; failuresPerAddress: number };
  /** Multiplies every per-client-address limit: a browser test run or a load test comes from one address. */
  rateLimitFactor: number;
  /** How long one catalogue change stream stays open before its reader connects again (tests: moments). */
  changeStreamMs: number;
}

export type Env = Record<string, string | undefined>;

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment variables:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The back office's port on a shop run locally (`npm start`). */
export const DEFAULT_BACKOFFICE_PORT = 3010;

type EnvValues = z.infer<typeof envSchema>;

function mailConfig(values: EnvValues, nodeEnv: NodeEnv, dataDir: string): AppConfig['mail'] {
  return {
    smtpUrl: values.SMTP_URL,
    from: values.MAIL_FROM ?? `${company.name} <no-reply@ujjwalhomecare.in>`,
    inquiryEmail: values.INQUIRY_EMAIL ?? company.email,
    outboxDir: path.join(dataDir, 'outbox'),
    // Tests that need the queue's workers start them; the others send each mail once, at once.
    queue: { ...MAIL_QUEUE_DEFAULTS, work: nodeEnv !== 'test' },
  };
}

function authConfig(values: EnvValues, nodeEnv: NodeEnv): AppConfig['auth'] {
  return {
    jwtSecret: values.JWT_SECRET ?? (nodeEnv === 'test' ? TEST_JWT_SECRET : undefined),
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60,
    refreshTokenTtlSeconds: values.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 60 * 60,
  };
}

function shippingConfig(values: EnvValues): AppConfig['shipping'] {
  return {
    perKmPrice: values.SHIPPING_PER_KM_PRICE ?? 2,
    minPrice: values.SHIPPING_MIN_PRICE ?? 40,
    maxPrice: values.SHIPPING_MAX_PRICE ?? 99,
    freeAbove: values.FREE_SHIPPING_ABOVE ?? 499,
    roadFactor: values.SHIPPING_ROAD_FACTOR ?? 1.3,
    platformFee: values.PLATFORM_FEE ?? 10,
  };
}

function rollbackConfig(values: EnvValues): AppConfig['rollback'] {
  return {
    minViews: values.ROLLBACK_MIN_VIEWS ?? 50,
    failurePercent: values.ROLLBACK_FAILURE_PERCENT ?? 20,
    // How many views of one release one address may report failed in the rollback window.
    failuresPerAddress: values.ROLLBACK_FAILURES_PER_ADDRESS ?? 3,
  };
}

/** Builds the configuration from an environment map. Pure: pass any object in tests. */
export function loadConfig(env: Env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '(root)')}: ${issue.message}`));
  }
  const values = parsed.data;
  const nodeEnv = values.NODE_ENV ?? 'development';
  const dataDir = values.DATA_DIR ? path.resolve(values.DATA_DIR) : paths.defaultDataDir;
  return {
    port: values.PORT ?? 4000,
    host: values.HOST ?? '127.0.0.1',
    nodeEnv,
    isProduction: nodeEnv === 'production',
    databaseUrl: values.DATABASE_URL,
    dataDir,
    // Credentialed calls from the local apps' origins are a development convenience: production names its own or allows none.
    corsOrigins: values.CORS_ORIGINS ?? (nodeEnv === 'production' ? [] : DEFAULT_CORS_ORIGINS),
    logLevel: values.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    paths,
    mail: mailConfig(values, nodeEnv, dataDir),
    seedProducts: values.SEED_PRODUCTS,
    auth: authConfig(values, nodeEnv),
    shipping: shippingConfig(values),
    orderHoldMinutes: values.ORDER_HOLD_MINUTES ?? 15,
    razorpay: {
      keyId: values.RAZORPAY_KEY_ID,
      keySecret: values.RAZORPAY_KEY_SECRET,
      webhookSecret: values.RAZORPAY_WEBHOOK_SECRET,
    },
    paymentProvider: values.PAYMENT_PROVIDER ?? (values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET ? 'razorpay' : 'sandbox'),
    sandboxRefundWebhookMs: values.SANDBOX_REFUND_WEBHOOK_MS ?? 2000,
    operatorToken: values.OPERATOR_TOKEN,
    rateLimitFactor: values.RATE_LIMIT_FACTOR ?? 1,
    changeStreamMs: 5 * 60_000,
    rollback: rollbackConfig(values),
    remoteOrigins: remoteOriginsOf(values.REMOTE_ORIGINS, nodeEnv === 'production'),
    devOverrides: values.DEV_OVERRIDES ? values.DEV_OVERRIDES === 'on' : nodeEnv !== 'production',
    // NODE_ENV as given, not its default: an environment that forgot it opens no development door.
    devEndpoints: values.NODE_ENV === 'development' && values.DEV_ENDPOINTS === 'on',
    shellSharedUrl: values.SHELL_SHARED_URL,
    backofficeOrigin: values.BACKOFFICE_ORIGIN ?? `http://localhost:${DEFAULT_BACKOFFICE_PORT}`,
  };
}

function remoteOriginsOf(raw: string | undefined, production: boolean): RemoteOrigins {
  const parsed = parseRemoteOrigins(raw, production);
  return 'origins' in parsed ? parsed.origins : [];
}

/** The one place in the app that reads process.env. */
export function readConfig(): AppConfig {
  return loadConfig(process.env);
}

import { parseRemoteOrigins } from '@shop/shared/contracts';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty value in a .env file or a CI matrix means "not set", not "set to nothing".
const unset = (value: unknown) => (value === '' ? undefined : value);

const port = (fallback: number) =>
  z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number between 1 and 65535')
      .min(1, 'must be a port number between 1 and 65535')
      .max(65535, 'must be a port number between 1 and 65535')
      .default(fallback),
  );

const onOff = (fallback: 'on' | 'off') =>
  z.preprocess(unset, z.enum(['on', 'off'], { error: 'must be on or off' }).default(fallback)).transform((value) => value === 'on');

const webUrl = z.preprocess(
  unset,
  z
    .url({ protocol: /^https?$/, error: 'must be an http or https address' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

const origin = z.preprocess(
  unset,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value.replace(/\/+$/, ''));
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/+$/, '');
      } catch {
        return false;
      }
    }, 'must be an origin such as https://shop.example.in')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

const shellEnvSchema = z.object({
  SHELL_PORT: port(3000),
  BACKOFFICE_SITE_PORT: port(3010),
  API_PORT: port(4000),
  PUBLIC_HOST: z.preprocess(
    unset,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, 'must be a host name such as shop.example.in')
      .default('localhost'),
  ),
  PUBLIC_ORIGIN: origin,
  BACKOFFICE_ORIGIN: origin,
  NODE_ENV: z.preprocess(
    unset,
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  ),
  REMOTE_ORIGINS: z.preprocess(unset, z.string().optional()),
  DEV_OVERRIDES: onOff('off'),
  // Any value but false or 0 believes the proxy in front: `on`, `1`, or an address as the API accepts.
  TRUST_PROXY: z.preprocess(unset, z.string().optional()).transform((value) => value !== undefined && !['false', '0'].includes(value)),
  SSR: onOff('on'),
  PAGE_CACHE: onOff('on'),
  SSR_REMOTE_BUDGET_MS: z.preprocess(
    unset,
    z.coerce
      .number({ error: 'must be a whole number of milliseconds up to 60000' })
      .int('must be a whole number of milliseconds up to 60000')
      .min(0, 'must be a whole number of milliseconds up to 60000')
      .max(60_000, 'must be a whole number of milliseconds up to 60000')
      .default(300),
  ),
  PUBLIC_API_URL: webUrl,
  PAYMENT_SCRIPT_URL: webUrl,
  SOCIAL_FACEBOOK_URL: webUrl,
  SOCIAL_INSTAGRAM_URL: webUrl,
  REMOTES_REGISTRY_URL: webUrl,
  VIEWS_TOKEN_FILE: z.preprocess(unset, z.string().optional()),
  LOG_LEVEL: z.preprocess(unset, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
});

const filesEnvSchema = z.object({
  FILES_ROOT: z.preprocess(unset, z.string({ error: 'is required: the folder to serve' })),
  FILES_PORT: port(3009),
  LOG_LEVEL: z.preprocess(unset, z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info')),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every bad variable of the environment, one per line, so one start tells all that is wrong. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The shell's server cannot start; fix these settings:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The checked values, or a SettingsError naming every bad variable, `more` problems included. */
function parsed<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv, more: string[] = []): z.output<T> {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0] ?? '(environment)')}: ${issue.message}`)),
    ...more,
  ];
  if (!result.success || problems.length > 0) throw new SettingsError(problems);
  return result.data;
}

/** REMOTE_ORIGINS checked as the API checks it: https origins in production. */
function remoteOriginsProblems(env: NodeJS.ProcessEnv): string[] {
  const checked = parseRemoteOrigins(unset(env.REMOTE_ORIGINS) as string | undefined, env.NODE_ENV === 'production');
  return 'problem' in checked ? [`REMOTE_ORIGINS: ${checked.problem}`] : [];
}

/** The shell's own settings: its two sites, the API behind them, the renderer's options. */
export interface ShellSettings {
  shopPort: number;
  backofficePort: number;
  apiPort: number;
  /** The shop's address as shoppers and crawlers see it: canonical links, Open Graph, the sitemap. */
  publicOrigin: string;
  /** The back office's own address: staff pages are served there and only there. */
  backofficeOrigin: string;
  /** A production shell runs released, digest-checked remote code only. */
  production: boolean;
  /** Where remotes' files may come from, as given (unset: this machine outside production, nowhere in it). */
  remoteOrigins: string | undefined;
  devOverrides: boolean;
  /** A proxy in front (TLS) is believed about the client's address and scheme. */
  trustProxy: boolean;
  /** `SSR=off` leaves the shop's pages to the browser, e.g. to compare the two. */
  serverRendering: boolean;
  pageCache: boolean;
  remoteBudgetMs: number;
  /** Where the live remotes registry is read. */
  registryUrl: string;
  /** Served in /remotes.json beside the remotes: the API's address, the payment script, the social pages. */
  browserSettings: Record<string, unknown>;
  /** Where the `views` token is read before each page-view report (absent: views are not reported). */
  viewsTokenFile: string | undefined;
  logLevel: LogLevel;
}

/** Reads the shell's settings once, at start; throws a SettingsError naming every bad variable. */
export function readShellSettings(env: NodeJS.ProcessEnv = process.env): ShellSettings {
  const values = parsed(shellEnvSchema, env, remoteOriginsProblems(env));
  const socialLinks = Object.fromEntries(
    Object.entries({ facebook: values.SOCIAL_FACEBOOK_URL, instagram: values.SOCIAL_INSTAGRAM_URL }).filter(([, url]) => url),
  );
  return {
    shopPort: values.SHELL_PORT,
    backofficePort: values.BACKOFFICE_SITE_PORT,
    apiPort: values.API_PORT,
    publicOrigin: values.PUBLIC_ORIGIN ?? `http://${values.PUBLIC_HOST}:${values.SHELL_PORT}`,
    backofficeOrigin: values.BACKOFFICE_ORIGIN ?? `http://${values.PUBLIC_HOST}:${values.BACKOFFICE_SITE_PORT}`,
    production: values.NODE_ENV === 'production',
    remoteOrigins: values.REMOTE_ORIGINS,
    devOverrides: values.DEV_OVERRIDES,
    trustProxy: values.TRUST_PROXY,
    serverRendering: values.SSR,
    pageCache: values.PAGE_CACHE,
    remoteBudgetMs: values.SSR_REMOTE_BUDGET_MS,
    registryUrl: values.REMOTES_REGISTRY_URL ?? `http://127.0.0.1:${values.API_PORT}/api/remotes`,
    browserSettings: {
      apiBaseUrl: values.PUBLIC_API_URL ?? '',
      // Razorpay's checkout script when the API has Razorpay keys; absent: the API's sandbox script.
      ...(values.PAYMENT_SCRIPT_URL ? { paymentScriptUrl: values.PAYMENT_SCRIPT_URL } : {}),
      ...(Object.keys(socialLinks).length > 0 ? { socialLinks } : {}),
    },
    viewsTokenFile: values.VIEWS_TOKEN_FILE,
    logLevel: values.LOG_LEVEL,
  };
}

/** A file server's settings: the folder it serves (a remote's build, or the releases), its port. */
export interface FileServerSettings {
  root: string;
  port: number;
  logLevel: LogLevel;
}

export function readFileServerSettings(env: NodeJS.ProcessEnv = process.env): FileServerSettings {
  const values = parsed(filesEnvSchema, env);
  return { root: values.FILES_ROOT, port: values.FILES_PORT, logLevel: values.LOG_LEVEL };
}

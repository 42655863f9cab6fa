// What one load run uses, read from the environment once: its ports (all from one base), how many
// shoppers and how many at a time, and the throwaway PostgreSQL's port or a database of the caller's.

function wholeNumber(env, name, fallback, { min = 1, max = 1_000_000 } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/**
 * The ports of a run, from `base` up: the balancer first, then the two shell servers and their back
 * office sites, the two APIs, the releases server and one port per remote.
 */
export function loadPorts(base, remoteNames) {
  return {
    balancer: base,
    shells: [base + 1, base + 2],
    backoffices: [base + 3, base + 4],
    apis: [base + 5, base + 6],
    releases: base + 9,
    remotes: Object.fromEntries(remoteNames.map((name, index) => [name, base + 10 + index])),
  };
}

/** The run's settings from an environment map (`process.env`). */
export function loadSettings(env, remoteNames) {
  const shoppers = wholeNumber(env, 'LOAD_SHOPPERS', 1000, { max: 60_000 });
  const base = wholeNumber(env, 'LOAD_PORT_BASE', 5100, { min: 1024, max: 65_000 });
  return {
    shoppers,
    concurrency: Math.min(shoppers, wholeNumber(env, 'LOAD_CONCURRENCY', 50, { max: 1000 })),
    ports: loadPorts(base, remoteNames),
    postgresPort: wholeNumber(env, 'LOAD_PG_PORT', 55440, { min: 1024, max: 65_535 }),
    databaseUrl: env.LOAD_DATABASE_URL || undefined,
    /** Units left of each hot product when the sale starts: far fewer than the shoppers who want them. */
    hotStock: wholeNumber(env, 'LOAD_HOT_STOCK', 20, { max: 100_000 }),
    hotProducts: wholeNumber(env, 'LOAD_HOT_PRODUCTS', 3, { max: 20 }),
    couponLimit: wholeNumber(env, 'LOAD_COUPON_LIMIT', 25, { max: 100_000 }),
  };
}

/**
 * The environment the run's parts read their ports and data folder from (scripts/lib/shop-config.mjs):
 * set before that module is first imported, so every part started from it agrees.
 */
export function runEnvironment(ports, dataDir) {
  return {
    DATA_DIR: dataDir,
    API_PORT: String(ports.apis[0]),
    SHELL_PORT: String(ports.shells[0]),
    BACKOFFICE_SITE_PORT: String(ports.backoffices[0]),
    RELEASES_PORT: String(ports.releases),
    ...Object.fromEntries(
      Object.entries(ports.remotes).map(([name, port]) => [`${name.toUpperCase().replaceAll('-', '_')}_PORT`, String(port)]),
    ),
  };
}

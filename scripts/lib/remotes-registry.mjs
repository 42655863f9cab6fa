// The live remotes registry as the shell serves it: the API's registry read with a short cache,
// over the run's configuration (its environment) for anything the registry does not name.

/**
 * Returns an async function giving the current remotes configuration. The registry is read again
 * in the background once `ttlMs` has passed, so a rollout changed by an operator reaches new page
 * views within seconds and no page waits for the read; if the registry cannot be reached, the last
 * configuration read stays in force, and before any read, the run's own (`seed`).
 */
export function liveRemotesConfig({ registryUrl, seed, ttlMs = 2000, timeoutMs = 1000, fetchImpl = fetch, now = Date.now }) {
  let last;
  let readAt = -Infinity;
  let reading;

  async function read() {
    try {
      const response = await fetchImpl(registryUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${registryUrl} answered ${response.status}`);
      const body = await response.json();
      const registry = body?.data?.remotes;
      if (typeof registry !== 'object' || registry === null) throw new Error(`${registryUrl} sent no remotes`);
      const base = seed();
      const remotes = { ...base.remotes };
      for (const name of Object.keys(remotes)) if (registry[name]?.entry) remotes[name] = registry[name];
      last = { ...base, remotes };
    } catch (error) {
      if (!last) console.warn(`[shell] remotes registry unreachable; using the run's configuration (${error.message})`);
    } finally {
      readAt = now();
      reading = undefined;
    }
  }

  return async function remotesConfig() {
    if (!registryUrl) return seed();
    if (now() - readAt >= ttlMs) reading ??= read();
    // Only the first read is waited for; later ones refresh behind the pages served meanwhile.
    if (!last && reading) await reading;
    return last ?? seed();
  };
}

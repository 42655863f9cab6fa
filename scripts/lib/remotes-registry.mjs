// The live remotes registry as the shell serves it: the API's registry read with a short cache,
// beside the shell's own settings (the API's address, the payment script, the social pages).

/**
 * Returns an async function giving the current remotes configuration. The registry is read again
 * in the background once `ttlMs` has passed, so a rollout changed by an operator reaches new page
 * views within seconds and no page waits for the read. If the registry cannot be read, or sends
 * something that is not a registry, the last good read stays in force; before any, no remote.
 */
export function liveRemotesConfig({ registryUrl, settings, ttlMs = 2000, timeoutMs = 5000, fetchImpl = fetch, now = Date.now }) {
  let last;
  // The public key development override links are signed with, where the API has overrides on.
  let devOverrideKey;
  let readAt = -Infinity;
  let reading;
  let warned = false;

  async function read() {
    try {
      const body = await within(timeoutMs, async (signal) => {
        const response = await fetchImpl(registryUrl, { signal });
        if (!response.ok) throw new Error(`${registryUrl} answered ${response.status}`);
        return response.json();
      });
      const remotes = body?.data?.remotes;
      if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw new Error(`${registryUrl} sent no remotes`);
      last = remotes;
      devOverrideKey = typeof body.data.devOverrideKey === 'string' ? body.data.devOverrideKey : undefined;
      if (warned) console.warn('[shell] remotes registry read again');
      warned = false;
    } catch (error) {
      if (!warned)
        console.warn(
          `[shell] remotes registry not read (${error.message}); ${last ? 'keeping the last one read' : 'no remote is served yet'}`,
        );
      warned = true;
    } finally {
      readAt = now();
      reading = undefined;
    }
  }

  // The same object while nothing changed, so the rendering server checks a configuration once, not per page.
  let composed;
  let composedFrom;
  return async function remotesConfig() {
    if (now() - readAt >= ttlMs) reading ??= read();
    // Only the first read is waited for; later ones refresh behind the pages served meanwhile.
    if (!last && reading) await reading;
    if (!composed || composedFrom?.remotes !== last || composedFrom?.devOverrideKey !== devOverrideKey) {
      composed = { ...settings(), remotes: last ?? {}, ...(devOverrideKey ? { devOverrideKey } : {}) };
      composedFrom = { remotes: last, devOverrideKey };
    }
    return composed;
  };
}

/**
 * Runs `work` with a signal that aborts after `ms`, and settles by then whatever `work` does: a read
 * whose body stalls (or whose abort is lost on the way) must not hold every later read back.
 */
async function within(ms, work) {
  const controller = new AbortController();
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no whole reply within ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

// One virtual shopper's connection to the shop: its own source address on the loopback network (so
// the edge, and the API's per-address limits, see one address per shopper as they would on a sale
// day), its own cookies, and a timer around each call.
import http from 'node:http';

/**
 * The shopper's source address: 127.1.0.1 and up, one per shopper. Linux answers every 127/8 address
 * on the loopback interface; 127.0.0.1 itself is left to the servers, which trust it as a proxy.
 */
export function sourceAddress(index) {
  if (!Number.isInteger(index) || index < 0 || index >= 254 * 256) throw new Error(`no source address for shopper ${index}`);
  return `127.1.${Math.floor(index / 254)}.${(index % 254) + 1}`;
}

/** Cookies as a browser keeps them for one site: the last value of each name, gone once cleared. */
export function cookieJar() {
  const cookies = new Map();
  return {
    /** Takes the Set-Cookie headers of an answer. */
    store(setCookie) {
      for (const line of setCookie ?? []) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute)) || value === '';
        if (expired) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    /** The Cookie header to send, or undefined when there is none. */
    header() {
      return cookies.size === 0 ? undefined : [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
  };
}

/**
 * A client for one shopper against `origin`'s port. `call(method, path, { json, headers })`
 * resolves with `{ status, ms, body }` (status 0 when no answer came); the body is parsed JSON when
 * the answer is JSON. Writes carry X-Requested-With, as the shop's own client sends it.
 */
export function shopperClient({ port, index, timeoutMs = 30_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: sourceAddress(index) });
  const jar = cookieJar();
  function call(method, path, { json, headers = {} } = {}) {
    const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const cookie = jar.header();
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          timeout: timeoutMs,
          headers: {
            accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
            'accept-encoding': 'identity',
            ...(cookie ? { cookie } : {}),
            ...(method === 'GET' ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (answer) => {
          jar.store(answer.headers['set-cookie']);
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body = text;
            if (String(answer.headers['content-type']).includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {}
            }
            resolve({ status: answer.statusCode ?? 0, ms: performance.now() - started, body });
          });
          answer.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, body: error.message }));
      request.end(payload);
    });
  }
  return { call, close: () => agent.destroy() };
}

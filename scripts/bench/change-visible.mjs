// How long after staff rename a product its page shows the new name to a guest: the rendering server
// keeps guests' pages, and the API's change notices must drop them (measured, not assumed).

const STAFF = { email: 'catalogue@example.in', password: 'Staff@123' };
const POLL_MS = 50;
const GIVE_UP_MS = 60_000;

/** A staff session on the admin API, called as the back office calls it (its origin, the XHR header, the cookie). */
async function staffSession(apiOrigin, backofficeOrigin) {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: backofficeOrigin };
  const signIn = await fetch(`${apiOrigin}/api/admin/v1/auth/login`, { method: 'POST', headers, body: JSON.stringify(STAFF) });
  if (!signIn.ok) throw new Error(`staff sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method, pathname, body) => {
    const response = await fetch(`${apiOrigin}/api/admin/v1${pathname}`, {
      method,
      headers: { ...headers, cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
    return (await response.json()).data;
  };
}

async function pageText(url) {
  const response = await fetch(url);
  return { text: await response.text(), cache: response.headers.get('x-page-cache') };
}

/**
 * Renames the product of `productPath` through the admin API, then reads its page as a guest every
 * 50 ms until the new name is there; renames it back. Resolves with the milliseconds it took, and
 * whether the page was being served from the rendering server's memory before the change.
 */
export async function measureChangeVisible({ shopOrigin, apiOrigin, backofficeOrigin, productPath }) {
  const productId = productPath.split('/').at(-1);
  const url = `${shopOrigin}${productPath}`;
  // Twice: the second read is the kept page, if pages are kept.
  await pageText(url);
  const before = await pageText(url);
  const staff = await staffSession(apiOrigin, backofficeOrigin);
  const { product } = await staff('GET', `/products/${productId}`);
  // Letters and digits only: a name with `&` or quotes is escaped in the page's HTML, and would never be found there as written.
  const renamed = `Renamed product ${Date.now().toString(36)}`;
  const changed = await staff('PATCH', `/products/${productId}`, { productName: renamed, version: product.version });
  const started = performance.now();
  let seenAfter;
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if ((await pageText(url)).text.includes(renamed)) {
        seenAfter = performance.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await staff('PATCH', `/products/${productId}`, { productName: product.productName, version: changed.product.version });
  }
  return { ms: seenAfter === undefined ? undefined : Math.round(seenAfter), keptBefore: before.cache !== null };
}

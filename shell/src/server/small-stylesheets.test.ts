// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha384 } from './release-files';
import { FAILED_SHEET_RETRY_MS, INLINE_STYLESHEET_MAX_BYTES, SmallStylesheets } from './small-stylesheets';

const ORIGIN = 'https://checkout.shop.test';
const policy = { origins: [ORIGIN], developmentReleases: false };

/** A remote's file server: each address answers its body, or fails while `down`. */
function server(files: Record<string, string>) {
  const state = { down: false };
  const fetch = vi.fn(async (url: string | URL | Request) => {
    if (state.down) throw new Error('connection refused');
    const body = files[String(url)];
    return body === undefined ? new Response('missing', { status: 404 }) : new Response(body);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, state };
}

const sheet = (name: string, body: string) => ({ href: `${ORIGIN}/${name}`, integrity: sha384(Buffer.from(body)) });

afterEach(() => {
  vi.useRealTimers();
});

describe('the small stylesheets written into a page', () => {
  const small = '.chk\\:flex{display:flex}';

  it('gives the text of a small released stylesheet, fetched once for every page that asks', async () => {
    const files = server({ [`${ORIGIN}/a.css`]: small });
    const sheets = new SmallStylesheets({ policy, timeoutMs: 1000, fetch: files.fetch });
    const [first, second] = await Promise.all([sheets.textOf(sheet('a.css', small)), sheets.textOf(sheet('a.css', small))]);
    expect(first).toBe(small);
    expect(second).toBe(small);
    expect(await sheets.textOf(sheet('a.css', small))).toBe(small);
    expect(files.calls).toHaveBeenCalledTimes(1);
  });

  it('links a large stylesheet, a development build’s, one whose bytes are not the ones released, and one that could close the page’s style element', async () => {
    const large = `.x{color:red}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`;
    const closing = '.x{content:"</style><script>alert(1)</script>"}';
    const files = server({
      [`${ORIGIN}/large.css`]: large,
      [`${ORIGIN}/changed.css`]: '.x{color:blue}',
      [`${ORIGIN}/closing.css`]: closing,
    });
    const sheets = new SmallStylesheets({ policy, timeoutMs: 1000, fetch: files.fetch });
    expect(await sheets.textOf(sheet('large.css', large))).toBeUndefined();
    expect(await sheets.textOf({ href: `${ORIGIN}/dev.css` })).toBeUndefined();
    expect(await sheets.textOf(sheet('changed.css', '.x{color:red}'))).toBeUndefined();
    expect(await sheets.textOf(sheet('closing.css', closing))).toBeUndefined();
    // The development build's sheet is never fetched: it changes under the same address.
    expect(files.calls.mock.calls.map(([url]) => String(url))).not.toContain(`${ORIGIN}/dev.css`);
  });

  it('refuses a stylesheet from an origin that is not allowed', async () => {
    const files = server({ 'https://elsewhere.test/a.css': small });
    const sheets = new SmallStylesheets({ policy, timeoutMs: 1000, fetch: files.fetch });
    expect(await sheets.textOf({ href: 'https://elsewhere.test/a.css', integrity: sha384(Buffer.from(small)) })).toBeUndefined();
    expect(files.calls).not.toHaveBeenCalled();
  });

  it('links a stylesheet its remote could not serve, without asking again for each page, and asks again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const files = server({ [`${ORIGIN}/a.css`]: small });
    files.state.down = true;
    const sheets = new SmallStylesheets({ policy, timeoutMs: 1000, fetch: files.fetch });
    expect(await sheets.textOf(sheet('a.css', small))).toBeUndefined();
    expect(await sheets.textOf(sheet('a.css', small))).toBeUndefined();
    expect(files.calls).toHaveBeenCalledTimes(1);
    files.state.down = false;
    vi.advanceTimersByTime(FAILED_SHEET_RETRY_MS);
    expect(await sheets.textOf(sheet('a.css', small))).toBe(small);
    expect(files.calls).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of stylesheets', async () => {
    const bodies = ['.a{}', '.b{}', '.c{}'];
    const files = server(Object.fromEntries(bodies.map((body, i) => [`${ORIGIN}/${i}.css`, body])));
    const sheets = new SmallStylesheets({ policy, timeoutMs: 1000, fetch: files.fetch, maxFiles: 2 });
    for (const [i, body] of bodies.entries()) await sheets.textOf(sheet(`${i}.css`, body));
    await sheets.textOf(sheet('0.css', '.a{}'));
    expect(files.calls).toHaveBeenCalledTimes(4);
  });
});

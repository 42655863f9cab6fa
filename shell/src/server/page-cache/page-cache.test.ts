// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, encodedPage, type RenderedPage, type RenderOutcome } from './page-cache';

const settings = { freshMs: 10_000, staleMs: 60_000, maxPages: 100, maxBytes: 1024 * 1024 };

function page(html: string, tags: string[] = ['catalogue'], releases: string[] = ['catalog=a']): RenderedPage {
  return { status: 200, headers: { 'Content-Type': 'text/html' }, html: Buffer.from(html), tags, releases, uses: [] };
}

/** A clock the test moves, and a render that counts its calls and can be held or made to fail. */
function harness() {
  let time = 1_000_000;
  const cache = createPageCache({ ...settings, now: () => time });
  let renders = 0;
  const render =
    (html: string, outcome: Partial<RenderOutcome> = {}) =>
    async (): Promise<RenderOutcome> => {
      renders += 1;
      return { page: page(`${html} ${renders}`), keep: true, ...outcome };
    };
  return {
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the page cache', () => {
  it('renders a page once for guests asking at the same time, then sends it as kept', async () => {
    const { cache, render, renders } = harness();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.answer('/shop', render('shop'))));
    expect(renders()).toBe(1);
    expect(new Set(answers.map((answer) => answer.page.html.toString()))).toEqual(new Set(['shop 1']));
    expect((await cache.answer('/shop', render('shop'))).state).toBe('hit');
    expect(renders()).toBe(1);
  });

  it('sends a page past its fresh time while one render replaces it', async () => {
    const { cache, render, renders, advance } = harness();
    await cache.answer('/', render('home'));
    advance(settings.freshMs + 1);
    const stale = await cache.answer('/', render('home'));
    expect(stale).toMatchObject({ state: 'stale' });
    expect(stale.page.html.toString()).toBe('home 1');
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await cache.answer('/', render('home'));
    expect(fresh.state).toBe('hit');
    expect(fresh.page.html.toString()).toBe('home 2');
    expect(renders()).toBe(2);
  });

  it('keeps sending the last page, marked stale, while rendering it again fails, up to its stale bound', async () => {
    const { cache, render, advance } = harness();
    await cache.answer('/', render('home'));
    advance(settings.freshMs + 1);
    const failing = () => Promise.reject(new Error('API down'));
    expect((await cache.answer('/', failing)).state).toBe('stale');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.answer('/', failing)).page.html.toString()).toBe('home 1');
    advance(settings.staleMs);
    await expect(cache.answer('/', failing)).rejects.toThrow('API down');
  });

  it('never keeps a page its render says is not whole, yet gives it to the guests who waited', async () => {
    const { cache, render, renders } = harness();
    const first = await cache.answer('/product/x', render('broken', { keep: false }));
    expect(first.page.kept).toBe(false);
    await cache.answer('/product/x', render('broken', { keep: false }));
    expect(renders()).toBe(2);
  });

  it('drops only the pages that show a changed tag, and pages of a release no longer served', async () => {
    const { cache, render } = harness();
    await cache.answer('/', async () => ({ page: page('home', ['catalogue', 'banners'], ['catalog=a']), keep: true }));
    await cache.answer('/about', async () => ({ page: page('about', [], ['catalog=a']), keep: true }));
    await cache.answer('/shop', async () => ({ page: page('shop', ['catalogue'], ['catalog=b']), keep: true }));
    expect(cache.dropTagged(['banners'])).toBe(1);
    expect((await cache.answer('/about', render('about'))).state).toBe('hit');
    expect((await cache.answer('/shop', render('shop'))).state).toBe('hit');
    expect(cache.dropReleasesNotIn(new Set(['catalog=a']))).toBe(1);
    expect((await cache.answer('/about', render('about'))).state).toBe('hit');
    expect((await cache.answer('/shop', render('shop'))).state).toBe('miss');
  });

  it('drops the kept page when a section’s code could not be loaded, and the pages of a remote found down', async () => {
    const { cache, render, advance } = harness();
    await cache.answer('/about', render('about'));
    advance(settings.freshMs + 1);
    await cache.answer('/about', render('unavailable', { keep: false, dropKept: true }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size).toBe(0);
    await cache.answer('/shop', async () => ({
      page: page('shop', ['catalogue'], ['catalog=http://cdn/catalog/mf-manifest.json']),
      keep: true,
    }));
    await cache.answer('/cart', async () => ({ page: page('cart', [], ['checkout=http://cdn/checkout/mf-manifest.json']), keep: true }));
    expect(cache.dropReleaseAt('http://cdn/catalog/mf-manifest.json')).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('renders a page a change outdated before sending it, and sends the outdated one, marked stale, only while a render cannot be whole', async () => {
    const { cache, render, renders, advance } = harness();
    await cache.answer('/shop', render('shop'));
    expect(cache.dropTagged(['catalogue'])).toBe(1);
    // The next guests wait for one render and see the change, though the page was still fresh.
    const after = await Promise.all([cache.answer('/shop', render('shop')), cache.answer('/shop', render('shop'))]);
    expect(after.map((answer) => [answer.state, answer.page.html.toString()])).toEqual([
      ['miss', 'shop 2'],
      ['miss', 'shop 2'],
    ]);
    expect((await cache.answer('/shop', render('shop'))).state).toBe('hit');

    // The API swamped or down when the change comes: the last page, marked stale, not an error page.
    cache.dropTagged(['catalogue']);
    const unread = await cache.answer('/shop', render('unavailable', { keep: false }));
    expect([unread.state, unread.page.html.toString()]).toEqual(['stale', 'shop 2']);
    expect((await cache.answer('/shop', () => Promise.reject(new Error('API down')))).page.html.toString()).toBe('shop 2');
    // Every guest still asks for the change first: once a render is whole, it is what they get.
    expect((await cache.answer('/shop', render('shop'))).page.html.toString()).toBe(`shop ${renders()}`);

    // Never past the stale bound, and never when a section's code could not be loaded.
    cache.dropTagged(['catalogue']);
    advance(settings.staleMs + 1);
    expect((await cache.answer('/shop', render('unavailable', { keep: false }))).page.html.toString()).toMatch(/^unavailable/);
    await cache.answer('/about', render('about'));
    cache.dropTagged(['catalogue']);
    const broken = await cache.answer('/about', render('broken', { keep: false, dropKept: true }));
    expect(broken.page.html.toString()).toMatch(/^broken/);
  });

  it('does not keep a render that began before a change: it may show what the change replaced', async () => {
    const { cache } = harness();
    let finish: (outcome: RenderOutcome) => void = () => {};
    const pending = cache.answer('/shop', () => new Promise((resolve) => (finish = resolve)));
    cache.dropTagged(['catalogue']);
    finish({ page: page('old shop'), keep: true });
    expect((await pending).page.kept).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('holds a bounded number of pages and bytes however many addresses are asked for', async () => {
    const cache = createPageCache({ ...settings, maxPages: 50, maxBytes: 30_000 });
    for (let n = 0; n < 500; n++) await cache.answer(`/shop?p=${n}`, async () => ({ page: page('x'.repeat(1000)), keep: true }));
    expect(cache.size).toBeLessThanOrEqual(50);
    expect(cache.bytes).toBeLessThanOrEqual(30_000);
  });

  it('compresses a page once per encoding', async () => {
    const { cache, render } = harness();
    const { page: kept } = await cache.answer('/', render('<p>home</p>'.repeat(200)));
    const gzip = await encodedPage(kept, 'gzip');
    expect(gzip.length).toBeLessThan(kept.html.length / 5);
    expect(await encodedPage(kept, 'gzip')).toBe(gzip);
    expect(await encodedPage(kept, undefined)).toBe(kept.html);
  });

  it('sends a brotli form made quickly at once, then a smaller one made at the best quality', async () => {
    const { cache } = harness();
    const html = Array.from({ length: 1000 }, (_, n) => `<li class="card c${n % 7}">Product ${(n * 7919) % 1000} ₹${n}</li>`).join('');
    const { page: kept } = await cache.answer('/shop', async () => ({ page: page(html), keep: true }));
    const quick = await encodedPage(kept, 'br');
    expect(brotliDecompressSync(quick).toString()).toBe(html);
    // Made on a worker thread: on a busy machine, in its own time.
    await vi.waitFor(() => expect((encodedPage(kept, 'br') as Buffer).length).toBeLessThan(quick.length), { timeout: 15_000 });
    expect(brotliDecompressSync(encodedPage(kept, 'br') as Buffer).toString()).toBe(html);
  });

  it('keeps a page’s tag and compressed forms when it is rendered again the same, gives a changed page a new tag, and tags alike on every server', async () => {
    const { cache, advance } = harness();
    let html = '<p>home</p>';
    const render = async (): Promise<RenderOutcome> => ({ page: page(html), keep: true });
    const { page: first } = await cache.answer('/', render);
    const gzip = await encodedPage(first, 'gzip');
    advance(settings.freshMs + 1);
    await cache.answer('/', render);
    await new Promise((resolve) => setImmediate(resolve));
    const { page: again, state } = await cache.answer('/', render);
    expect(state).toBe('hit');
    expect(again).not.toBe(first);
    expect(again.etag).toBe(first.etag);
    expect(encodedPage(again, 'gzip')).toBe(gzip);
    html = '<p>home, with a new offer</p>';
    advance(settings.freshMs + 1);
    await cache.answer('/', render);
    await new Promise((resolve) => setImmediate(resolve));
    const { page: changed } = await cache.answer('/', render);
    expect(changed.html.toString()).toBe(html);
    expect(changed.etag).not.toBe(first.etag);
    // Another rendering server (or this one after a restart) tags the same page the same.
    const other = createPageCache(settings);
    expect((await other.answer('/', render)).page.etag).toBe(changed.etag);
  });
});

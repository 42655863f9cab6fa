// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTrackedFetch, withPageReads } from './page-reads';

const reply = (status: number, tag?: string) => async () => new Response('{}', { status, headers: tag ? { 'cache-tag': tag } : {} });

describe('what a page read', () => {
  it('collects the tags of its replies, apart from another page rendered at the same time', async () => {
    const tagged = createTrackedFetch(reply(200, 'catalogue, banners'));
    const other = createTrackedFetch(reply(200, 'catalogue'));
    const [home, shop] = [withPageReads(() => tagged('http://api/home')), withPageReads(() => other('http://api/list'))];
    await Promise.all([home.result, shop.result]);
    expect([...home.reads.tags]).toEqual(['catalogue', 'banners']);
    expect([...shop.reads.tags]).toEqual(['catalogue']);
    expect(home.reads).toMatchObject({ failed: false, untagged: false });
  });

  it('notes a failed read (a 5xx or no reply) and a reply no change notice covers; a refusal is an answer', async () => {
    const down = withPageReads(() => createTrackedFetch(reply(503))('http://api/x'));
    await down.result;
    expect(down.reads.failed).toBe(true);
    const unreachable = withPageReads(() =>
      createTrackedFetch(() => Promise.reject(new Error('ECONNREFUSED')))('http://api/x').catch(() => undefined),
    );
    await unreachable.result;
    expect(unreachable.reads.failed).toBe(true);
    const offers = withPageReads(() => createTrackedFetch(reply(200))('http://api/coupons'));
    await offers.result;
    expect(offers.reads).toMatchObject({ failed: false, untagged: true });
    const missing = withPageReads(() => createTrackedFetch(reply(404, 'catalogue'))('http://api/product/x'));
    await missing.result;
    expect(missing.reads).toMatchObject({ failed: false, untagged: false });
  });
});

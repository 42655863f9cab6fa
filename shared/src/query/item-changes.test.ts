import { deferred } from '@shop/shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createItemChanges } from './item-changes';
import { clearQueryCache, createFetcherStore } from './query-client';

beforeEach(clearQueryCache);

describe('createItemChanges', () => {
  it('sends nothing for an item whose change is on its way, while another item may change', async () => {
    const changes = createItemChanges('cart');
    const reply = deferred<string>();
    const heard: boolean[] = [];
    const first = changes.run(
      'soap',
      'busy',
      () => reply.promise,
      (running) => heard.push(running),
    );
    const other = vi.fn(() => Promise.resolve('gel done'));
    const second = vi.fn(() => Promise.resolve('again'));
    await expect(changes.run('soap', 'busy', second)).resolves.toBe('busy');
    expect(changes.running()).toEqual(['soap']);
    await expect(changes.run('gel', 'busy', other)).resolves.toBe('gel done');
    reply.resolve('soap done');
    await expect(first).resolves.toBe('soap done');
    expect(second).not.toHaveBeenCalled();
    expect(changes.running()).toEqual([]);
    expect(heard.at(0)).toBe(true);
    expect(heard.at(-1)).toBe(false);
    await expect(changes.run('soap', 'busy', second)).resolves.toBe('again');
  });

  it('reads again what is shown under its roots once a change is done, and leaves other reads alone', async () => {
    const changes = createItemChanges('cart');
    const cartRead = vi.fn(() => Promise.resolve('lines'));
    const ordersRead = vi.fn(() => Promise.resolve('orders'));
    const $cart = createFetcherStore(['cart'], { fetcher: cartRead });
    const $orders = createFetcherStore(['orders'], { fetcher: ordersRead });
    const stop = [$cart.listen(() => {}), $orders.listen(() => {})];
    await vi.waitFor(() => expect($cart.get().data).toBe('lines'));
    await changes.run('soap', false, () => Promise.resolve(true));
    await vi.waitFor(() => expect(cartRead).toHaveBeenCalledTimes(2));
    expect(ordersRead).toHaveBeenCalledTimes(1);
    for (const unlisten of stop) unlisten();
  });
});

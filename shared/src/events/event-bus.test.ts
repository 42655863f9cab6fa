// @vitest-environment jsdom
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { emit, on } from './event-bus';

describe('cross-team events', () => {
  it('delivers the detail to a listener', () => {
    const handler = vi.fn();
    const stop = on('checkout:order-placed', handler);
    emit('checkout:order-placed', { orderId: 'o-1' });
    stop();
    expect(handler).toHaveBeenCalledExactlyOnceWith({ orderId: 'o-1' });
  });

  it('dispatches a CustomEvent on window, so any code on the page can listen', () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push([event.type, (event as CustomEvent).detail]);
    window.addEventListener('catalog:product-viewed', listener);
    emit('catalog:product-viewed', { productId: 'p1' });
    window.removeEventListener('catalog:product-viewed', listener);
    expect(seen).toEqual([['catalog:product-viewed', { productId: 'p1' }]]);
  });

  it('emits events without a detail', () => {
    const handler = vi.fn();
    const stop = on('shell:open-search', handler);
    emit('shell:open-search');
    stop();
    expect(handler).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('stops delivering after unsubscribing', () => {
    const handler = vi.fn();
    const stop = on('shell:close-search', handler);
    stop();
    emit('shell:close-search');
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not deliver other events', () => {
    const handler = vi.fn();
    const stop = on('shell:open-search', handler);
    emit('shell:close-search');
    stop();
    expect(handler).not.toHaveBeenCalled();
  });

  it('types the detail by event name', () => {
    expectTypeOf(on<'checkout:order-placed'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<{ orderId: string }>();
    // @ts-expect-error an order id is required
    expect(() => emit('checkout:order-placed', {})).not.toThrow();
  });
});

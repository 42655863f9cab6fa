import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './event-bus';

describe('cross-team events without a window', () => {
  it('still reach listeners in the same process', () => {
    expect(typeof window).toBe('undefined');
    const handler = vi.fn();
    const stop = on('checkout:order-placed', handler);
    emit('checkout:order-placed', { orderId: 'o-2' });
    stop();
    expect(handler).toHaveBeenCalledExactlyOnceWith({ orderId: 'o-2' });
  });
});

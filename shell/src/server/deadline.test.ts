import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline';

describe('withDeadline', () => {
  it('gives the work’s result when it settles in time', async () => {
    await expect(
      withDeadline(
        1000,
        async () => 'read',
        () => new Error('late'),
      ),
    ).resolves.toBe('read');
  });

  it('rejects at the deadline even when the work never settles, and aborts its signal', async () => {
    let seen: AbortSignal | undefined;
    const never = (signal: AbortSignal) => {
      seen = signal;
      return new Promise<string>(() => {});
    };
    await expect(withDeadline(20, never, () => new Error('no reply within 20 ms'))).rejects.toThrow('no reply within 20 ms');
    expect(seen?.aborted).toBe(true);
  });

  it('passes the work’s own failure on', async () => {
    await expect(
      withDeadline(
        1000,
        async () => Promise.reject(new Error('refused')),
        () => new Error('late'),
      ),
    ).rejects.toThrow('refused');
  });
});

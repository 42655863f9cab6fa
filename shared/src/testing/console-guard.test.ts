import { describe, expect, it, vi } from 'vitest';

describe('test set-up', () => {
  it('makes an unexpected console.error throw', () => {
    expect(() => console.error('boom')).toThrow('Unexpected console.error: boom');
    // Forget the call so this test itself passes the after-test check.
    vi.mocked(console.error).mockClear();
  });

  it('makes an unexpected console.warn throw', () => {
    expect(() => console.warn('careful', 42)).toThrow('Unexpected console.warn: careful 42');
    vi.mocked(console.warn).mockClear();
  });

  it('lets a test that expects console.error replace the strict implementation', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('expected failure');
    expect(spy).toHaveBeenCalledWith('expected failure');
  });
});

import { describe, expect, it } from 'vitest';
import { shortOrderId } from './short-order-id';

describe('shortOrderId', () => {
  it('keeps the last 6 characters of the id', () => {
    expect(shortOrderId('665f1c2e9b1d4a7c3e8f0a12')).toBe('8f0a12');
  });

  it('returns a short id whole', () => {
    expect(shortOrderId('abc')).toBe('abc');
  });
});

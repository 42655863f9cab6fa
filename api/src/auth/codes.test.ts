import { describe, expect, it } from 'vitest';
import { codeMatches, generateCode, hashCode, safeEqual } from './codes';

describe('one-time codes', () => {
  it('are six digits, zeros included, and vary', () => {
    const codes = Array.from({ length: 300 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(290);
  });

  it('are stored as a salted hash that only the same code matches', () => {
    const stored = hashCode('012345');
    expect(stored).not.toContain('012345');
    expect(hashCode('012345')).not.toBe(stored);
    expect(codeMatches(stored, '012345')).toBe(true);
    expect(codeMatches(stored, '012346')).toBe(false);
    expect(codeMatches('garbage', '012345')).toBe(false);
  });

  it('compares strings of any length safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});

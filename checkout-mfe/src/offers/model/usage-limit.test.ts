import { describe, expect, it } from 'vitest';
import { usageLimit } from './usage-limit';

describe('usageLimit', () => {
  it('shows a number as it is', () => {
    expect(usageLimit(100)).toBe('100');
    expect(usageLimit(0)).toBe('0');
  });

  it("shows 'unlimited' for anything that is not a number", () => {
    expect(usageLimit('unlimited')).toBe('unlimited');
    expect(usageLimit('50')).toBe('unlimited');
    expect(usageLimit(null)).toBe('unlimited');
    expect(usageLimit(Number.NaN)).toBe('unlimited');
  });
});

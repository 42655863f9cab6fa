import { describe, expect, it } from 'vitest';
import { percentOff } from './percent-off';

describe('percentOff', () => {
  it('₹249 cut to ₹199 is 20% off (20.08 rounded)', () => {
    expect(percentOff(249, 199)).toBe(20);
  });

  it('rounds a half up: ₹200 cut to ₹199 is 0.5% → 1%', () => {
    expect(percentOff(200, 199)).toBe(1);
  });

  it('₹300 cut to ₹199 is 33.67% → 34%', () => {
    expect(percentOff('300', '199')).toBe(34);
  });

  it('is 0 without a real discount', () => {
    expect(percentOff(199, null)).toBe(0);
    expect(percentOff(199, 0)).toBe(0);
    expect(percentOff(199, 199)).toBe(0);
    expect(percentOff(199, 250)).toBe(0);
    expect(percentOff(0, 10)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { divideRounded, fromPaise, scaleDecimal, toPaise } from './decimal';

describe('toPaise', () => {
  it('converts whole and fractional rupees', () => {
    expect(toPaise(199)).toBe(19900);
    expect(toPaise(199.5)).toBe(19950);
    expect(toPaise('107.46')).toBe(10746);
  });

  it('reads 0.1 + 0.2 style floats without drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float; it is still 30 paise.
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });

  it('rounds half a paisa up where float multiplication would round down', () => {
    // 1.005 × 100 is 100.49999999999999 in floating point.
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise('2.675')).toBe(268);
    expect(toPaise('2.674')).toBe(267);
  });

  it('rounds negative half paise away from zero', () => {
    expect(toPaise('-1.005')).toBe(-101);
  });

  it('reads exponent notation', () => {
    expect(toPaise(1e-7)).toBe(0);
    expect(toPaise('1.5e3')).toBe(150000);
  });

  it('accepts padded strings and bare fractions', () => {
    expect(toPaise(' 49.9 ')).toBe(4990);
    expect(toPaise('.5')).toBe(50);
  });

  it('rejects text that is not an amount', () => {
    expect(() => toPaise('abc')).toThrow(RangeError);
    expect(() => toPaise('')).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise('1,000')).toThrow(RangeError);
  });
});

describe('fromPaise', () => {
  it('turns paise back into rupees', () => {
    expect(fromPaise(10746)).toBe(107.46);
    expect(fromPaise(5)).toBe(0.05);
  });
});

describe('scaleDecimal and divideRounded', () => {
  it('keeps a tax rate exact to four places', () => {
    expect(scaleDecimal('2.5', 4)).toBe(25000n);
    expect(scaleDecimal(0.125, 4)).toBe(1250n);
  });

  it('rounds exact halves away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
  });
});

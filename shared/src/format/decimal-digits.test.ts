import { describe, expect, it } from 'vitest';
import { decimalDigits } from './decimal-digits';

describe('decimalDigits', () => {
  it('rounds half away from zero from the shortest decimal of the number', () => {
    expect(decimalDigits(1.005, 2)).toEqual({ negative: false, whole: '1', fraction: '01' });
    expect(decimalDigits(2.675, 2)).toEqual({ negative: false, whole: '2', fraction: '68' });
    expect(decimalDigits(107.454, 2)).toEqual({ negative: false, whole: '107', fraction: '45' });
  });

  it('carries a rounding into the whole part', () => {
    expect(decimalDigits(9.995, 2)).toEqual({ negative: false, whole: '10', fraction: '00' });
    expect(decimalDigits(0.9996, 3)).toEqual({ negative: false, whole: '1', fraction: '000' });
  });

  it('keeps the sign of negative numbers and of negative zero', () => {
    expect(decimalDigits(-50, 2)).toEqual({ negative: true, whole: '50', fraction: '' });
    expect(decimalDigits(-0, 2).negative).toBe(true);
    expect(decimalDigits(0, 2).negative).toBe(false);
  });

  it('writes out numbers that JavaScript shows with an exponent', () => {
    expect(decimalDigits(1e21, 2)).toEqual({ negative: false, whole: '1000000000000000000000', fraction: '' });
    expect(decimalDigits(1e-7, 2)).toEqual({ negative: false, whole: '0', fraction: '00' });
    expect(decimalDigits(5e-7, 6)).toEqual({ negative: false, whole: '0', fraction: '000001' });
  });
});

import { describe, expect, it } from 'vitest';
import { displayWeight } from './display-weight';

describe('displayWeight', () => {
  it('writes the weight in its unit, in kg or L from a thousand g or ml', () => {
    expect(displayWeight(5000, 'ml')).toBe('5 L');
    expect(displayWeight(500, 'ml')).toBe('500 ml');
    expect(displayWeight(750, 'ml')).toBe('750 ml');
    expect(displayWeight(1000, 'g')).toBe('1 kg');
    expect(displayWeight(2500, 'g')).toBe('2.5 kg');
    expect(displayWeight(200, 'g')).toBe('200 g');
    expect(displayWeight(25, 'kg')).toBe('25 kg');
    expect(displayWeight(0.5, 'kg')).toBe('500 g');
    expect(displayWeight(2, 'L')).toBe('2 L');
    expect(displayWeight(1, 'pieces')).toBe('1 piece');
    expect(displayWeight(6, 'pieces')).toBe('6 pieces');
  });

  it('shows the first of several weight options', () => {
    expect(
      displayWeight(
        [
          { weight: 1000, price: 199 },
          { weight: 5000, price: 899 },
        ],
        'ml',
      ),
    ).toBe('1 L');
  });

  it('shows the bare number when the product names no unit', () => {
    expect(displayWeight(500, undefined)).toBe('500');
  });

  it('shows nothing for a missing weight or an empty option list', () => {
    expect(displayWeight(undefined, 'g')).toBe('');
    expect(displayWeight(null, 'g')).toBe('');
    expect(displayWeight([], 'g')).toBe('');
  });

  it('writes amounts with up to three decimals as Intl does, without grouping', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3, useGrouping: false });
    for (const value of [2.5, 0.75, 1.0005, 2.0004, 12.3456, 1234567.891, 0.0001, 999.9996]) {
      expect(displayWeight(value, 'pieces')).toBe(`${intl.format(value)} pieces`);
    }
  });
});

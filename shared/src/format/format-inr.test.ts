import { describe, expect, it } from 'vitest';
import { formatINR } from './format-inr';

describe('formatINR', () => {
  it('groups lakhs and crores the Indian way with two decimals', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(12345678)).toBe('₹1,23,45,678.00');
  });

  it('formats small amounts and zero', () => {
    expect(formatINR(199)).toBe('₹199.00');
    expect(formatINR(0)).toBe('₹0.00');
  });

  it('accepts decimal strings such as an order total', () => {
    expect(formatINR('1234.5')).toBe('₹1,234.50');
    expect(formatINR(' 99.9 ')).toBe('₹99.90');
  });

  it('rounds to the paisa', () => {
    expect(formatINR(107.456)).toBe('₹107.46');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatINR(-50)).toBe('-₹50.00');
  });

  it('shows zero for a malformed amount', () => {
    expect(formatINR('abc')).toBe('₹0.00');
    expect(formatINR(Number.NaN)).toBe('₹0.00');
  });

  it('writes every amount as the en-IN rupee format of Intl does', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12);
      const amount = (random() - 0.2) * magnitude;
      const paise = Math.round(amount * 1000) / 1000;
      for (const value of [amount, paise]) expect(formatINR(value), String(value)).toBe(intl.format(value));
    }
  });
});

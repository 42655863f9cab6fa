import { describe, expect, it } from 'vitest';
import { displayWeight } from './display-weight';

describe('displayWeight', () => {
  it('shows a plain weight as it is', () => {
    expect(displayWeight(500)).toBe('500');
  });

  it('shows the first of several weight options', () => {
    expect(
      displayWeight([
        { weight: 1000, price: 199 },
        { weight: 5000, price: 899 },
      ]),
    ).toBe('1000');
  });

  it('shows nothing for a missing weight or an empty option list', () => {
    expect(displayWeight(undefined)).toBe('');
    expect(displayWeight(null)).toBe('');
    expect(displayWeight([])).toBe('');
  });
});

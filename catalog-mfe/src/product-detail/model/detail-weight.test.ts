import { describe, expect, it } from 'vitest';
import { detailWeight } from './detail-weight';

describe('detailWeight', () => {
  it('uses the first weight option', () => {
    expect(
      detailWeight([
        { weight: 500, price: 99 },
        { weight: 1000, price: 180 },
      ]),
    ).toBe(500);
  });

  it('uses a plain number as it is', () => {
    expect(detailWeight(750)).toBe(750);
  });

  it('has nothing to show for an empty list or a missing weight', () => {
    expect(detailWeight([])).toBeUndefined();
    expect(detailWeight(undefined)).toBeUndefined();
  });
});

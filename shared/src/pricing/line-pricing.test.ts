import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { lineGst, lineOtherCharges, unitPrice } from './line-pricing';

describe('unitPrice', () => {
  it('uses the discounted amount when there is one', () => {
    expect(unitPrice({ price: 249, discountedAmount: 199 })).toBe(19900);
  });

  it('uses the price when the discounted amount is missing, null or 0', () => {
    expect(unitPrice({ price: 249 })).toBe(24900);
    expect(unitPrice({ price: 249, discountedAmount: null })).toBe(24900);
    expect(unitPrice({ price: 249, discountedAmount: 0 })).toBe(24900);
  });

  it('reads decimal strings', () => {
    expect(unitPrice({ price: '99.99', discountedAmount: '89.50' })).toBe(8950);
  });
});

describe('lineGst', () => {
  it('₹199 × 3 at 18% GST (9% CGST + 9% SGST) = ₹107.46', () => {
    // 199 × 3 = 597; 597 × 18% = 107.46
    expect(lineGst(makeProduct({ price: 199, cgst: 9, sgst: 9, igst: 0 }), 3)).toBe(10746);
  });

  it('charges GST on the discounted amount: ₹249 cut to ₹199, × 2 at 18% IGST = ₹71.64', () => {
    // 199 × 2 = 398; 398 × 18% = 71.64
    expect(lineGst({ price: 249, discountedAmount: 199, igst: 18 }, 2)).toBe(7164);
  });

  it('₹99.99 × 1 at 5% = ₹4.9995, rounded half up to ₹5.00', () => {
    expect(lineGst({ price: 99.99, cgst: 2.5, sgst: 2.5 }, 1)).toBe(500);
  });

  it('₹10.10 × 1 at 12% = ₹1.212, rounded down to ₹1.21', () => {
    expect(lineGst({ price: 10.1, igst: 12 }, 1)).toBe(121);
  });

  it('rounds once per line, not per unit: ₹0.25 × 3 at 18% = ₹0.135 → ₹0.14', () => {
    // Per unit 0.045 would round to 0.05, and 3 × 0.05 = 0.15.
    expect(lineGst({ price: 0.25, igst: 18 }, 3)).toBe(14);
  });

  it('is zero without tax rates', () => {
    expect(lineGst({ price: 500 }, 4)).toBe(0);
  });
});

describe('lineOtherCharges', () => {
  it('a percentage of the unit price: ₹199 × 3 at 2% = ₹11.94', () => {
    // 597 × 2% = 11.94
    expect(lineOtherCharges({ price: 199, otherCharges: 2, otherChargesType: 'percentage' }, 3)).toBe(1194);
  });

  it('a fixed amount per unit: ₹15.50 × 3 = ₹46.50', () => {
    expect(lineOtherCharges({ price: 199, otherCharges: 15.5, otherChargesType: 'amount' }, 3)).toBe(4650);
  });

  it('a percentage of the discounted price: ₹199 (was ₹249) × 1 at 1.5% = ₹2.985 → ₹2.99', () => {
    expect(lineOtherCharges({ price: 249, discountedAmount: 199, otherCharges: 1.5, otherChargesType: 'percentage' }, 1)).toBe(299);
  });

  it('is zero when the product has no other charges', () => {
    expect(lineOtherCharges({ price: 199, otherCharges: null }, 3)).toBe(0);
    expect(lineOtherCharges({ price: 199 }, 3)).toBe(0);
  });
});

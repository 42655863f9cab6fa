import { describe, expect, it } from 'vitest';
import { taxNote } from './tax-note';

describe('taxNote', () => {
  it('names the GST the cart adds to the price shown', () => {
    expect(taxNote({ cgst: 9, sgst: 9, igst: 0 })).toBe('+ 18% GST');
    expect(taxNote({ cgst: 0, sgst: 0, igst: 18 })).toBe('+ 18% GST');
    expect(taxNote({ cgst: 2.5, sgst: 2.5, igst: 0 })).toBe('+ 5% GST');
    expect(taxNote({ cgst: '6', sgst: '6', igst: '0.25' })).toBe('+ 12.25% GST');
  });

  it('names other charges too, as a percentage or an amount', () => {
    expect(taxNote({ cgst: 9, sgst: 9, otherCharges: 2, otherChargesType: 'percentage' })).toBe('+ 18% GST + 2% other charges');
    expect(taxNote({ igst: 18, otherCharges: 40, otherChargesType: 'amount' })).toBe('+ 18% GST + ₹40.00 other charges');
  });

  it('says nothing is added when the product carries neither', () => {
    expect(taxNote({ cgst: 0, sgst: 0, igst: 0, otherCharges: 0 })).toBe('No GST or other charges added');
    expect(taxNote({})).toBe('No GST or other charges added');
  });
});

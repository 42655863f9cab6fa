import { describe, expect, it } from 'vitest';
import { offerTerms } from './offer-terms';

describe('offerTerms', () => {
  it('says what a percentage, a flat amount and a free product give', () => {
    expect(offerTerms({ benefit: { kind: 'percent', percentOff: 10, maxDiscount: 100 } }).benefit).toBe('10% off, up to ₹100.00');
    expect(offerTerms({ benefit: { kind: 'percent', percentOff: 15, maxDiscount: null } }).benefit).toBe('15% off');
    expect(offerTerms({ benefit: { kind: 'flat', amount: 100 } }).benefit).toBe('₹100.00 off');
    expect(offerTerms({ benefit: { kind: 'free-product', productName: 'Ujjwal Dishwash Bar 200 g', quantity: 1 } }).benefit).toBe(
      'Free Ujjwal Dishwash Bar 200 g',
    );
    expect(offerTerms({ benefit: { kind: 'free-product', productName: null, quantity: 2 } }).benefit).toBe('2 free products');
  });

  it('names the minimum order and the last day, or says there is none', () => {
    const terms = offerTerms({ minCartValue: 799, expiresAt: '2027-05-22T10:00:00.000Z' });
    expect(terms.minimum).toBe('Orders of ₹799.00 or more');
    expect(terms.expiry).toBe('Valid till 22 May 2027');
    expect(offerTerms({ minCartValue: 0, expiresAt: null })).toMatchObject({ minimum: 'No minimum order', expiry: 'No end date' });
  });

  it('leaves out what an older reply did not send', () => {
    expect(offerTerms({})).toEqual({ benefit: null, minimum: null, expiry: null });
  });
});

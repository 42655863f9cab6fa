import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './scrub-personal-data';

describe('scrubPersonalData', () => {
  it('takes out e-mails, phone numbers, tokens and long numbers', () => {
    const message =
      'Cannot read name of asha.patel@example.in at +91 98765 43210 (or 9876543210, 022-2345678) with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl ' +
      'and shop_op_AbCdEf123 and 0123456789abcdef0123456789abcdef01, card 4111111111111111';
    const scrubbed = scrubPersonalData(message);
    expect(scrubbed).not.toMatch(/asha|98765|43210|9876543210|2345678|eyJ|shop_op|0123456789abcdef|4111/);
    expect(scrubbed).toContain('[email]');
    expect(scrubbed).toContain('[phone]');
    expect(scrubbed).toContain('[token]');
    expect(scrubbed).toContain('[number]');
  });

  it('leaves a page’s own words, short numbers and component names alone', () => {
    const stack =
      'TypeError: Cannot read properties of undefined (reading "price")\n    at ProductCard (catalog/src/card.tsx:42:7)\n    at ShopPage';
    expect(scrubPersonalData(stack)).toBe(stack);
    expect(scrubPersonalData('₹1,05,667.60 for 40 bags, order 123456')).toBe('₹1,05,667.60 for 40 bags, order 123456');
  });
});

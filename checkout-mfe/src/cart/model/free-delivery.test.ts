import { describe, expect, it } from 'vitest';
import { freeDeliveryNote } from './free-delivery';

describe('freeDeliveryNote', () => {
  it('asks for the rest of the threshold below it', () => {
    expect(freeDeliveryNote(19_900, 499)).toBe('Add ₹300.00 for free delivery');
    expect(freeDeliveryNote(49_850, 499)).toBe('Add ₹0.50 for free delivery');
  });

  it('says delivery is free from the threshold on', () => {
    expect(freeDeliveryNote(49_900, 499)).toBe('You get free delivery');
    expect(freeDeliveryNote(120_000, 499)).toBe('You get free delivery');
  });

  it('says nothing when the API named no threshold', () => {
    expect(freeDeliveryNote(19_900, null)).toBeNull();
  });
});

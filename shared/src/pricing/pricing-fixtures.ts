import { makeProduct } from '@shop/shared/testing';

/** Powder: ₹199 at 18% GST, no other charges. */
export const powder = makeProduct({ _id: 'powder', price: 199, cgst: 9, sgst: 9, otherCharges: 0 });

/** A product at ₹349 cut to ₹299, 12% IGST and ₹10 handling per unit: every kind of charge at once. */
export const cutPriceWithHandling = (id: string) =>
  makeProduct({
    _id: id,
    price: 349,
    discountedAmount: 299,
    cgst: 0,
    sgst: 0,
    igst: 12,
    otherCharges: 10,
    otherChargesType: 'amount',
  });

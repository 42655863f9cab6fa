import type { OtherChargesType } from '../contracts';
import { divideRounded, type Rupees, scaleDecimal, toPaise } from './decimal';

/** The product fields pricing reads; a full Product fits. */
export interface PricedProduct {
  price: Rupees;
  discountedAmount?: Rupees | null;
  cgst?: Rupees | null;
  sgst?: Rupees | null;
  igst?: Rupees | null;
  otherCharges?: Rupees | null;
  otherChargesType?: OtherChargesType | null;
}

// Percentages are read to 1/10000 of a percent, so a rate such as 2.5 or 0.125 stays exact.
const RATE_PLACES = 4;
const RATE_DENOMINATOR = 100n * 10n ** BigInt(RATE_PLACES);

function rateUnits(rate: Rupees | null | undefined): bigint {
  return rate === null || rate === undefined || rate === '' ? 0n : scaleDecimal(rate, RATE_PLACES);
}

function units(quantity: number): bigint {
  return BigInt(Math.max(0, Math.trunc(quantity)));
}

// rate% of unit price × quantity, rounded half up to the paisa once per line.
function percentOfLine(unitPaise: number, rate: bigint, quantity: number): number {
  return Number(divideRounded(BigInt(unitPaise) * units(quantity) * rate, RATE_DENOMINATOR));
}

/** The price one unit sells for, in paise: the discounted amount when there is one above 0, else the price. */
export function unitPrice(product: PricedProduct): number {
  const { discountedAmount } = product;
  if (discountedAmount !== null && discountedAmount !== undefined && discountedAmount !== '') {
    const discounted = toPaise(discountedAmount);
    if (discounted > 0) return discounted;
  }
  return toPaise(product.price);
}

/** GST of a line in paise at the unit price: (cgst + sgst + igst)% × unit price × quantity. */
export function gstForUnitPrice(product: PricedProduct, unitPaise: number, quantity: number): number {
  const rate = rateUnits(product.cgst) + rateUnits(product.sgst) + rateUnits(product.igst);
  return percentOfLine(unitPaise, rate, quantity);
}

/** Other charges of a line in paise at the unit price: a percentage of it, or a fixed amount, per unit. */
export function otherChargesForUnitPrice(product: PricedProduct, unitPaise: number, quantity: number): number {
  const charge = product.otherCharges;
  if (charge === null || charge === undefined || charge === '') return 0;
  if (product.otherChargesType === 'percentage') return percentOfLine(unitPaise, rateUnits(charge), quantity);
  return toPaise(charge) * Number(units(quantity));
}

/** GST of a cart line in paise, rounded half up to the paisa. */
export function lineGst(product: PricedProduct, quantity: number): number {
  return gstForUnitPrice(product, unitPrice(product), quantity);
}

/** Other charges of a cart line in paise, by otherChargesType. */
export function lineOtherCharges(product: PricedProduct, quantity: number): number {
  return otherChargesForUnitPrice(product, unitPrice(product), quantity);
}

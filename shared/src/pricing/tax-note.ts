import { formatINR } from '@shop/shared/format';
import type { PricedProduct } from './line-pricing';

type TaxedProduct = Omit<PricedProduct, 'price'>;

const rate = (value: PricedProduct['cgst']) => (value === null || value === undefined || value === '' ? 0 : Number(value));
// Rates are kept to 1/10000 of a percent (as the pricing reads them), without float dust.
const percent = (value: number) => `${Math.round(value * 10_000) / 10_000}%`;

/**
 * What the cart adds on top of a shown price (GST and other charges go on the unit price),
 * said once for every place that shows a product's price: '+ 18% GST', '+ 18% GST + ₹40.00 other charges'.
 */
export function taxNote(product: TaxedProduct): string {
  const gst = rate(product.cgst) + rate(product.sgst) + rate(product.igst);
  const other = rate(product.otherCharges);
  const parts: string[] = [];
  if (gst > 0) parts.push(`+ ${percent(gst)} GST`);
  if (other > 0) parts.push(`+ ${product.otherChargesType === 'percentage' ? percent(other) : formatINR(other)} other charges`);
  return parts.length > 0 ? parts.join(' ') : 'No GST or other charges added';
}

import { displayWeight } from '@shop/shared/format';
import { fromPaise } from '@shop/shared/pricing';
import type { NewOrderLine, Product } from '../db/schema';

/** An order line as it was bought: name, first image, first weight, unit price paid, HSN and GST rates. */
export const snapshotLine = (product: Product, quantity: number, unitPaise: number): Omit<NewOrderLine, 'orderId'> => ({
  productId: product.id,
  productName: product.productName,
  productImage: product.productImages[0] ?? '',
  // With its unit ('5 L'): the orders page and the invoice show the text as it was bought.
  selectedWeight: displayWeight(product.weight, product.weightUnit),
  price: fromPaise(unitPaise).toFixed(2),
  quantity,
  hsnCode: product.hsnCode,
  cgst: product.cgst,
  sgst: product.sgst,
  igst: product.igst,
});

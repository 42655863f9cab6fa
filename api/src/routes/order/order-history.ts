import type { OrderRepository } from '../../repositories/order-repository';
import { type ProductView, toProductView } from '../../repositories/product-view';

export interface OrderHistoryLine {
  product: ProductView;
  selectedWeight: string;
  price: number;
  quantity: number;
}

export interface OrderHistoryEntry {
  _id: string;
  createdAt: Date;
  totalAmount: { $numberDecimal: string };
  houseNumber: string;
  societyName: string;
  street: string;
  city: string;
  state: string;
  pinCode: string;
  paymentType: 'cod' | 'online';
  paymentId: string | null;
  invoiceNumber: string | null;
  refunded: boolean;
  /** How the total was reached, in rupees: subtotal − discount + GST + other charges + shipping + platform fee. */
  charges: { subtotal: number; discount: number; gst: number; otherCharges: number; shipping: number; platformFee: number };
  products: OrderHistoryLine[];
}

/** The shopper's orders as the orders page reads them: each line shows what was bought, on today's product card. */
export function orderHistory(placed: Awaited<ReturnType<OrderRepository['history']>>): OrderHistoryEntry[] {
  return placed.map(({ order, lines }) => ({
    _id: order.id,
    createdAt: order.createdAt,
    totalAmount: { $numberDecimal: order.totalAmount },
    houseNumber: order.houseNumber,
    societyName: order.societyName,
    street: order.street,
    city: order.city,
    state: order.state,
    pinCode: order.pinCode,
    paymentType: order.paymentType,
    paymentId: order.paymentId,
    invoiceNumber: order.invoiceNumber,
    refunded: order.refunded,
    charges: {
      subtotal: Number(order.subtotal),
      discount: Number(order.discount),
      gst: Number(order.gst),
      otherCharges: Number(order.otherCharges),
      shipping: Number(order.shipping),
      platformFee: Number(order.platformFee),
    },
    products: lines.map(({ line, product }) => ({
      // The card is today's product, but name, image, weight and price are what was bought.
      // The rates too: the GST this line was charged, whatever the product carries today.
      product: {
        ...toProductView(product),
        productName: line.productName,
        cgst: Number(line.cgst),
        sgst: Number(line.sgst),
        igst: Number(line.igst),
      },
      selectedWeight: line.selectedWeight,
      price: Number(line.price),
      quantity: line.quantity,
    })),
  }));
}

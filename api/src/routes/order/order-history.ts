import type { orderSchema } from '@shop/shared/contracts';
import type { z } from 'zod';
import { orderTracking } from '../../orders/order-tracking';
import type { OrderRepository } from '../../repositories/order-repository';
import { toProductView } from '../../repositories/product-view';

// The reply's own type, dates as Date: the serializer writes them as ISO text.
type PlacedOrder = z.output<typeof orderSchema>;

/** The shopper's orders as the orders page reads them: each line shows what was bought, on today's product card. */
export function orderHistory(placed: Awaited<ReturnType<OrderRepository['history']>>): PlacedOrder[] {
  return placed.map(({ order, lines, events, refunds }) => ({
    _id: order.id,
    status: order.status,
    events: events.map((event) => ({ status: event.toStatus, at: event.at })),
    tracking: orderTracking(order),
    refunds: refunds.map((refund) => ({ amount: refund.amountPaise / 100, status: refund.state, at: refund.createdAt })),
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

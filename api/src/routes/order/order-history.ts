import type { orderSchema } from '@shop/shared/contracts';
import type { z } from 'zod';
import type { ReturnPhoto } from '../../db/schema';
import { orderTracking } from '../../orders/order-tracking';
import type { OrderRepository } from '../../repositories/order-repository';
import { toProductView } from '../../repositories/product-view';

// The reply's own type, dates as Date: the serializer writes them as ISO text.
type PlacedOrder = z.output<typeof orderSchema>;

/** The photos of each step, by the step's event id, as the addresses the shopper opens them at. */
function photosByEvent(photos: readonly ReturnPhoto[], urlOf: (orderId: string, fileName: string) => string): Map<string, string[]> {
  const byEvent = new Map<string, string[]>();
  for (const photo of photos) byEvent.set(photo.eventId, [...(byEvent.get(photo.eventId) ?? []), urlOf(photo.orderId, photo.fileName)]);
  return byEvent;
}

/**
 * The shopper's orders as the orders page reads them: each line shows what was bought, on today's
 * product card, with the stars the shopper gave it; a return request carries the photos sent with it.
 */
export function orderHistory(
  placed: Awaited<ReturnType<OrderRepository['history']>>,
  photos: readonly ReturnPhoto[],
  photoUrl: (orderId: string, fileName: string) => string,
  /** The stars the shopper gave each product, by product id. */
  stars: ReadonlyMap<string, number> = new Map(),
): PlacedOrder[] {
  const sent = photosByEvent(photos, photoUrl);
  return placed.map(({ order, lines, events, refunds }) => ({
    _id: order.id,
    status: order.status,
    events: events.map((event) => {
      const eventPhotos = sent.get(event.id);
      return eventPhotos ? { status: event.toStatus, at: event.at, photos: eventPhotos } : { status: event.toStatus, at: event.at };
    }),
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
      myRating: stars.get(line.productId) ?? null,
    })),
  }));
}

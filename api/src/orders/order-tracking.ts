import { COURIERS, type CourierCode, trackingUrl } from '@shop/shared/contracts';
import type { Order } from '../db/schema';

const courierName = (code: string) => COURIERS.find((courier) => courier.code === code)?.name ?? code;

/** A shipped order's parcel as the shopper and the staff read it (courier's name, number, link); null before shipping. */
export function orderTracking(order: Pick<Order, 'courier' | 'trackingNumber'>) {
  if (!order.courier || !order.trackingNumber) return null;
  return {
    courier: courierName(order.courier),
    number: order.trackingNumber,
    url: trackingUrl(order.courier as CourierCode, order.trackingNumber),
  };
}

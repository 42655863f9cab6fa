import { formatDate, formatDateTime, formatINR, ORDER_STATUS_WORDS, shortOrderId } from '@shop/shared/format';
import { fromPaise, taxNote, toPaise } from '@shop/shared/pricing';
import type { Order, OrderLine } from '../api/fetch-orders';

export interface OrderLineView {
  key: string;
  productId: string;
  name: string;
  image: string | null;
  weight: string;
  price: string;
  quantity: number;
  subtotal: string;
  /** What the order's charges added to the line's price: '+ 18% GST'; empty for a free line. */
  taxNote: string;
  /** The stars the shopper gave this product (from this order or another); null before. */
  myRating: number | null;
  /** Whether the shopper may rate it now: the order reached them and the product is not rated yet. */
  ratable: boolean;
}

/** What one row of the orders page shows, folded and unfolded. */
export interface OrderRowView {
  id: string;
  shortId: string;
  date: string;
  longDate: string;
  total: string;
  address: string;
  payment: string;
  paymentId: string | null;
  invoiceNumber: string | null;
  refunded: boolean;
  /** Where the order is, in words: 'Shipped'. */
  status: string;
  /** Each state the order reached, oldest first, with its India date and time; a return request with the photos sent (API paths). */
  timeline: { key: string; status: string; at: string; photos: string[] }[];
  /** The courier, parcel number and the address to follow it, once shipped. */
  tracking: { courier: string; number: string; url: string } | null;
  /** Whether the shopper may still cancel it (placed or confirmed, not yet packed). */
  cancellable: boolean;
  /** Whether the shopper may ask to return it: delivered, within the return window. */
  returnable: boolean;
  /** Label and amount rows from the items to the total; empty when the server sent no charges. */
  charges: { label: string; amount: string }[];
  /** Whether the item prices carry a coupon discount. */
  couponApplied: boolean;
  lines: OrderLineView[];
}

/** The states of an order whose goods reached the shopper, who may then rate them. */
const RECEIVED_STATES: ReadonlySet<Order['status']> = new Set(['delivered', 'return_requested', 'returned']);

function lineView(line: OrderLine, index: number, received: boolean): OrderLineView {
  const myRating = line.myRating ?? null;
  return {
    key: `${line.product._id}-${index}`,
    productId: line.product._id,
    name: line.product.productName,
    image: line.product.productImages[0] ?? null,
    weight: line.selectedWeight,
    price: formatINR(line.price),
    quantity: line.quantity,
    subtotal: formatINR(line.price * line.quantity),
    taxNote: line.price > 0 ? taxNote(line.product) : '',
    myRating,
    ratable: received && myRating === null,
  };
}

/**
 * From the items to the total. Lines were bought at the coupon's prices, so 'Items' is what the
 * lines add up to (the coupon already in it) and GST is on those prices, as on the invoice.
 */
function chargeRows(order: Order): OrderRowView['charges'] {
  const charges = order.charges;
  if (!charges) return [];
  const items = fromPaise(toPaise(charges.subtotal) - toPaise(charges.discount));
  const rows = [
    { label: 'Items', amount: formatINR(items) },
    { label: 'GST', amount: formatINR(charges.gst) },
  ];
  if (charges.otherCharges > 0) rows.push({ label: 'Other Charges', amount: formatINR(charges.otherCharges) });
  rows.push({ label: 'Shipping', amount: formatINR(charges.shipping) }, { label: 'Platform Fee', amount: formatINR(charges.platformFee) });
  return rows;
}

/** How long after delivery a return may be asked for (the shop's return policy). */
export const RETURN_WINDOW_DAYS = 7;

function withinReturnWindow(order: Order, now: Date): boolean {
  const delivered = (order.events ?? []).findLast((event) => event.status === 'delivered');
  return delivered !== undefined && now.getTime() - new Date(delivered.at).getTime() <= RETURN_WINDOW_DAYS * 86_400_000;
}

export function orderRowView(order: Order, now = new Date()): OrderRowView {
  const address = [order.houseNumber, order.societyName, order.street, order.city, order.state, order.pinCode]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  return {
    id: order._id,
    shortId: shortOrderId(order._id),
    date: formatDate(order.createdAt),
    longDate: formatDateTime(order.createdAt),
    total: formatINR(order.totalAmount.$numberDecimal),
    address,
    payment: order.paymentType === 'cod' ? 'Cash on Delivery' : 'Online Payment',
    paymentId: order.paymentType === 'online' ? order.paymentId : null,
    invoiceNumber: order.invoiceNumber,
    refunded: order.refunded,
    status: ORDER_STATUS_WORDS[order.status] ?? order.status,
    timeline: (order.events ?? []).map((event, index) => ({
      key: `${event.status}-${index}`,
      status: ORDER_STATUS_WORDS[event.status] ?? event.status,
      at: formatDateTime(event.at),
      photos: event.photos ?? [],
    })),
    tracking: order.tracking ?? null,
    cancellable: order.status === 'placed' || order.status === 'confirmed',
    returnable: order.status === 'delivered' && withinReturnWindow(order, now),
    charges: chargeRows(order),
    couponApplied: (order.charges?.discount ?? 0) > 0,
    lines: order.products.map((line, index) => lineView(line, index, RECEIVED_STATES.has(order.status))),
  };
}

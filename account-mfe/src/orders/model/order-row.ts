import { formatDate, formatDateTime, formatINR, shortOrderId } from '@shop/shared/format';
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
  lines: OrderLineView[];
}

function lineView(line: OrderLine, index: number): OrderLineView {
  return {
    key: `${line.product._id}-${index}`,
    productId: line.product._id,
    name: line.product.productName,
    image: line.product.productImages[0] ?? null,
    weight: line.selectedWeight,
    price: formatINR(line.price),
    quantity: line.quantity,
    subtotal: formatINR(line.price * line.quantity),
  };
}

export function orderRowView(order: Order): OrderRowView {
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
    lines: order.products.map(lineView),
  };
}

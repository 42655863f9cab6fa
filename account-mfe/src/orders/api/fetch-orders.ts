import { request } from '@shop/shared/api-client';
import type { Product } from '@shop/shared/contracts';

export interface OrderLine {
  product: Product;
  selectedWeight: string;
  price: number;
  quantity: number;
}

/** One order as `GET order/order-history` sends it (decision 008). */
export interface Order {
  _id: string;
  createdAt: string;
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
  /** How the total was reached, in rupees; absent from orders an older server sent. */
  charges?: { subtotal: number; discount: number; gst: number; otherCharges: number; shipping: number; platformFee: number };
  products: OrderLine[];
}

/** The shopper's orders, newest first. */
export async function fetchOrders(): Promise<Order[]> {
  const reply = await request<Order[]>('GET', 'order/order-history');
  return Array.isArray(reply.data) ? reply.data : [];
}

import type { DecimalValue } from './api-envelope';
import type { Product } from './product';

/** How an order is paid: cash on delivery or online. */
export type PaymentType = 'cod' | 'online';

/** One line of a placed order, with the price paid per unit in rupees. */
export interface OrderLine {
  product: Product;
  selectedWeight: number | string;
  price: number;
  quantity: number;
}

/** A placed order as the order history returns it. */
export interface Order {
  _id: string;
  createdAt: string;
  totalAmount: DecimalValue;
  houseNumber: string;
  societyName: string;
  street: string;
  city: string;
  state: string;
  pinCode: string;
  paymentType: PaymentType;
  paymentId?: string | null;
  invoiceNumber?: string | null;
  refunded: boolean;
  products: OrderLine[];
}

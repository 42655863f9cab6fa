import type { Product } from '@shop/shared/contracts';
import { makeProduct } from '@shop/shared/testing';
import type { Order } from '../api/fetch-orders';

/**
 * A delivered-looking order for tests; override what a test is about. It has no charges unless a
 * test gives them, like an order from before the API sent them, which the page must still show.
 */
export function testOrder(overrides: Partial<Order> = {}): Order {
  const order: Omit<Order, 'charges'> & Partial<Pick<Order, 'charges'>> = {
    _id: 'ord-0000-abc123',
    status: 'delivered',
    events: [
      { status: 'placed', at: '2026-11-22T04:00:00.000Z' },
      { status: 'delivered', at: '2026-11-24T09:15:00.000Z' },
    ],
    tracking: null,
    refunds: [],
    createdAt: '2026-11-22T04:00:00.000Z',
    totalAmount: { $numberDecimal: '470.00' },
    houseNumber: '12',
    societyName: 'Shanti Kunj',
    street: 'CG Road',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pinCode: '380009',
    paymentType: 'cod',
    paymentId: null,
    invoiceNumber: 'UHC/2627/000001',
    refunded: false,
    products: [
      {
        product: {
          _id: 'p1',
          productName: 'Ujjwal Detergent Powder',
          productImages: ['/img/p1.svg'],
          cgst: 9,
          sgst: 9,
          igst: 0,
        } as Product,
        selectedWeight: '1 kg',
        price: 150,
        quantity: 3,
      },
    ],
    ...overrides,
  };
  return order as Order;
}

const charges = { subtotal: 450, discount: 0, gst: 20, otherCharges: 0, shipping: 0, platformFee: 0 };

/** An order as the order history sends it: the whole product on each line, and the charges. */
function asSent(order: Order): Order {
  const products = order.products.map((line) => ({ ...line, product: makeProduct(line.product) }));
  return { ...order, charges: order.charges ?? charges, products };
}

/** The order history's reply with these orders as the API sends them (its handler checks it against the contract). */
export function history(...orders: Order[]) {
  return { success: true as const, data: orders.map(asSent) };
}

import type { Order, OrderLine } from '../db/schema';

/** An invoiced order to a buyer in the given state, for invoice tests. */
export function invoicedOrder(state: string, overrides: Partial<Order> = {}): Order {
  return {
    id: '3f0c2c1e-7a59-4b4e-9d0a-1f2a3b4c5d6e',
    userId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    status: 'placed',
    paymentType: 'cod',
    provider: 'cod',
    providerOrderId: null,
    paymentId: null,
    idempotencyKey: '0b6f7c1a-2d3e-4f50-8a9b-c0d1e2f3a4b5',
    houseNumber: '12',
    societyName: 'Shanti Nagar',
    street: 'MG Road',
    city: state === 'Gujarat' ? 'Surat' : 'Pune',
    state,
    stateCode: state === 'Gujarat' ? '24' : '27',
    country: 'India',
    pinCode: state === 'Gujarat' ? '395003' : '411001',
    buyerName: 'Asha Mehta',
    buyerGstin: '',
    buyerLegalName: '',
    billingAddress: '',
    billingStateCode: '',
    couponCode: null,
    subtotal: '398.50',
    gst: '71.73',
    otherCharges: '0.00',
    discount: '0.00',
    shipping: '40.00',
    platformFee: '10.00',
    totalAmount: '520.23',
    invoiceNumber: 'UHC/2627/000123',
    invoiceDate: new Date('2026-11-22T10:00:00+05:30'),
    refunded: false,
    holdExpiresAt: null,
    paidAt: null,
    courier: null,
    trackingNumber: null,
    createdAt: new Date('2026-11-22T10:00:00+05:30'),
    ...overrides,
  };
}

/** Two lines whose GST comes to an odd number of paise: 18% of 199.00 = 35.82 and 18% of 199.50 = 35.91; together 71.73. */
export function invoicedLines(orderId: string): OrderLine[] {
  const line = (n: number, price: string, hsnCode: string): OrderLine => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    orderId,
    productId: `10000000-0000-4000-8000-00000000000${n}`,
    productName: n === 1 ? 'Ujjwal Liquid Detergent' : 'Ujjwal Dish Wash Gel',
    productImage: '',
    selectedWeight: n === 1 ? '1 L' : '500 ml',
    price,
    quantity: 1,
    hsnCode,
    cgst: '9.00',
    sgst: '9.00',
    igst: '0.00',
    isFree: false,
  });
  return [line(1, '199.00', '34022010'), line(2, '199.50', '34022090')];
}

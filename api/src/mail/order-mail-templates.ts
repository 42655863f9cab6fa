import { formatINR, shortOrderId } from '@shop/shared/format';
import type { MailContent } from './layout';

/** What an order's mail is rendered from, stored with it when its event happens. */
export interface OrderMailData {
  orderId: string;
  buyerName: string;
  total: string;
  paymentType: 'cod' | 'online';
  reason?: string | null;
  tracking?: { courier: string; number: string; url: string } | null;
  /** A return's news: asked, accepted or refused. */
  returnStep?: 'requested' | 'accepted' | 'refused';
  refundAmount?: string;
  product?: { name: string; stock: number };
  failure?: string | null;
}

const ref = (data: OrderMailData) => `#${shortOrderId(data.orderId)}`;
const orderDetails = (data: OrderMailData): [string, string][] => [
  ['Order', ref(data)],
  ['Total', formatINR(data.total)],
  ['Payment', data.paymentType === 'cod' ? 'Cash on delivery' : 'Paid online'],
];
const greet = (data: OrderMailData) => `Dear ${data.buyerName},`;

const RETURN_WORDS = {
  requested: 'We received your return request. Our warehouse will contact you to collect the parcel.',
  accepted: 'We received your returned parcel and accepted the return. Any refund due follows separately.',
  refused: 'We could not accept the return of this order.',
} as const;

/** Each order mail's words, by kind. */
export const ORDER_MAILS: Record<string, (data: OrderMailData) => MailContent> = {
  'order-received': (data) => ({
    subject: `We received your order ${ref(data)}`,
    greeting: greet(data),
    paragraphs: ['Thank you for your order. We will confirm it shortly.'],
    details: orderDetails(data),
  }),
  'order-confirmed': (data) => ({
    subject: `Your order ${ref(data)} is confirmed`,
    greeting: greet(data),
    paragraphs: ['Your order is confirmed and is being prepared for dispatch.'],
    details: orderDetails(data),
  }),
  'order-shipped': (data) => ({
    subject: `Your order ${ref(data)} has shipped`,
    greeting: greet(data),
    paragraphs: [`Your order is on its way with ${data.tracking?.courier ?? 'our courier'}.`],
    details: [...orderDetails(data), ['Tracking number', data.tracking?.number ?? '—']],
    ...(data.tracking ? { link: { label: 'Track your parcel', url: data.tracking.url } } : {}),
  }),
  'order-delivered': (data) => ({
    subject: `Your order ${ref(data)} was delivered`,
    greeting: greet(data),
    paragraphs: ['Your order was delivered. We hope you enjoy it. If something is wrong, you can ask for a return within 7 days.'],
    details: orderDetails(data),
  }),
  'order-cancelled': (data) => ({
    subject: `Your order ${ref(data)} was cancelled`,
    greeting: greet(data),
    paragraphs: [
      'Your order was cancelled.',
      ...(data.reason ? [`Reason: ${data.reason}`] : []),
      ...(data.paymentType === 'online' ? ['If you paid online, the refund follows; we will write when it is processed.'] : []),
    ],
    details: orderDetails(data),
  }),
  'return-update': (data) => ({
    subject: `Your return of order ${ref(data)}`,
    greeting: greet(data),
    paragraphs: [RETURN_WORDS[data.returnStep ?? 'requested'], ...(data.reason ? [`Reason: ${data.reason}`] : [])],
    details: orderDetails(data),
  }),
  'refund-processed': (data) => ({
    subject: `Your refund for order ${ref(data)} is processed`,
    greeting: greet(data),
    paragraphs: ['We have refunded your money. It reaches your account in 5–7 working days, depending on your bank.'],
    details: [...orderDetails(data), ['Refunded', formatINR(data.refundAmount ?? '0')]],
  }),
  'staff-new-order': (data) => ({
    subject: `New order ${ref(data)} from ${data.buyerName}`,
    paragraphs: ['A new order is waiting to be confirmed in the back office.'],
    details: orderDetails(data),
  }),
  'staff-low-stock': (data) => ({
    subject: `Low stock: ${data.product?.name ?? 'a product'}`,
    paragraphs: [`After order ${ref(data)}, ${data.product?.stock ?? 0} left of ${data.product?.name ?? 'a product'}. Time to restock.`],
  }),
  'staff-refund-failed': (data) => ({
    subject: `Refund failed for order ${ref(data)}`,
    paragraphs: [
      `The payment provider refused a refund of ${formatINR(data.refundAmount ?? '0')}. Please retry it from the back office.`,
      ...(data.failure ? [`The provider said: ${data.failure}`] : []),
    ],
    details: orderDetails(data),
  }),
};

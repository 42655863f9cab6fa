import type { OrderStatus } from '@shop/shared/contracts';
import type { NewOutgoingMail, Order, OrderEvent, Refund } from '../db/schema';
import { orderTracking } from '../orders/order-tracking';
import type { OutgoingMailRepository } from '../repositories/outgoing-mail-repository';
import type { StockRepository } from '../repositories/stock-repository';
import type { StaffRole } from '../staff/roles';
import type { OrderMailData } from './order-mail-templates';

/** Below this many left, the warehouse hears of a product after an order takes it there. */

interface MailRepositories {
  outgoingMails: OutgoingMailRepository;
  stock: Pick<StockRepository, 'lock'>;
  orders: { linesOf(orderId: string): Promise<{ productId: string; productName: string; quantity: number }[]> };
}

/** The shopper's mail for reaching a state from another; none for the states they need no mail about. */
function shopperKind(from: OrderStatus | null, to: OrderStatus): (Pick<OrderMailData, 'returnStep'> & { kind: string }) | undefined {
  if (to === 'placed') return { kind: 'order-received' };
  if (to === 'confirmed') return { kind: 'order-confirmed' };
  if (to === 'shipped') return { kind: 'order-shipped' };
  if (to === 'delivered' && from === 'return_requested') return { kind: 'return-update', returnStep: 'refused' };
  if (to === 'delivered') return { kind: 'order-delivered' };
  if (to === 'cancelled') return { kind: 'order-cancelled' };
  if (to === 'return_requested') return { kind: 'return-update', returnStep: 'requested' };
  if (to === 'returned') return { kind: 'return-update', returnStep: 'accepted' };
  return undefined;
}

const orderData = (order: Order): OrderMailData => ({
  orderId: order.id,
  buyerName: order.buyerName,
  total: order.totalAmount,
  paymentType: order.paymentType === 'online' ? 'online' : 'cod',
});

async function staffMails(repository: OutgoingMailRepository, role: StaffRole, eventKey: string, kind: string, data: object) {
  const staff = await repository.staffOf(role);
  return staff.map((member) => ({ eventKey: `${eventKey}:staff:${member.id}`, kind, recipient: member.email, data: { ...data } }));
}

/** Products this order took down to their low-stock threshold or below (they were above it before). */
async function lowStockMails(repositories: MailRepositories, order: Order): Promise<NewOutgoingMail[]> {
  const lines = await repositories.orders.linesOf(order.id);
  const taken = new Map<string, number>();
  for (const line of lines) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
  const products = await repositories.stock.lock([...taken.keys()]);
  const mails: NewOutgoingMail[] = [];
  for (const product of products) {
    const before = product.stock + (taken.get(product.id) ?? 0);
    if (product.stock > product.lowStockThreshold || before <= product.lowStockThreshold) continue;
    const data = { ...orderData(order), product: { name: product.productName, stock: product.stock } };
    mails.push(
      ...(await staffMails(repositories.outgoingMails, 'warehouse', `stock:${product.id}:order:${order.id}`, 'staff-low-stock', data)),
    );
  }
  return mails;
}

/**
 * Writes the mails an order's move causes (decision 028), in the move's own transaction, so the
 * move and its mails commit together: the shopper's news, the order desk's new order, the
 * warehouse's low stock after a placement.
 */
export async function queueOrderMails(repositories: MailRepositories, move: { order: Order; event: OrderEvent }): Promise<void> {
  const { order, event } = move;
  const mails: NewOutgoingMail[] = [];
  const key = `order:${order.id}:event:${event.id}`;
  const shopper = shopperKind(event.fromStatus, event.toStatus);
  const email = shopper ? await repositories.outgoingMails.shopperEmail(order.userId) : undefined;
  if (shopper && email) {
    const { kind, ...step } = shopper;
    const data: OrderMailData = { ...orderData(order), ...step, reason: event.reason, tracking: orderTracking(order) };
    mails.push({ eventKey: `${key}:shopper`, kind, recipient: email, data: { ...data } });
  }
  // The order desk hears of an order once it is theirs to confirm: at once for cash, once paid online.
  if (event.toStatus === 'placed' || (event.fromStatus === 'pending_payment' && event.toStatus === 'confirmed')) {
    mails.push(...(await staffMails(repositories.outgoingMails, 'orders', key, 'staff-new-order', orderData(order))));
  }
  if (event.fromStatus === null) mails.push(...(await lowStockMails(repositories, order)));
  await repositories.outgoingMails.add(mails);
}

/** The mails a settled refund causes: the shopper's when processed, the accounts desk's when it failed. */
export async function refundMails(repository: OutgoingMailRepository, order: Order, refund: Refund): Promise<NewOutgoingMail[]> {
  const data: OrderMailData = { ...orderData(order), refundAmount: (refund.amountPaise / 100).toFixed(2), failure: refund.failure };
  const key = `refund:${refund.id}:${refund.state}`;
  if (refund.state === 'failed') return staffMails(repository, 'accounts', key, 'staff-refund-failed', data);
  const email = refund.state === 'processed' ? await repository.shopperEmail(order.userId) : undefined;
  return email ? [{ eventKey: `${key}:shopper`, kind: 'refund-processed', recipient: email, data: { ...data } }] : [];
}

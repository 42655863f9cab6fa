import { fromPaise, quoteSubtotal } from '@shop/shared/pricing';
import type { AppDb } from '../db/client';
import type { Order } from '../db/schema';
import { AppError } from '../http/app-error';
import { queueOrderMails } from '../mail/order-mail-events';
import { snapshotLine } from './order-line-snapshot';
import { CART_EMPTY } from './order-messages';
import { inOrderTransaction, type OrderRepositories } from './order-repositories';
import { type Charges, priceCart } from './price-cart';
import { releaseExpiredHolds, releaseHeldOrder } from './release-hold';
import { addressSnapshot, buyerGstSnapshot, isRepeatOf } from './repeat-order';
import { freeLine, linesToBuy, takeStock } from './reserve-stock';
import { useCoupon } from './use-coupon';

export interface PlaceOrderInput extends Charges {
  userId: string;
  idempotencyKey: string;
  addressId: string;
  couponCode: string | null;
  freeProductStockIgnore: boolean;
  /**
   * Absent: cash on delivery. Present: the order waits for its payment, holding its stock; the
   * provider order is opened after this transaction commits (no network call under row locks).
   */
  online?: { provider: string; holdMinutes: number };
}

const money = (paise: number) => fromPaise(paise).toFixed(2);

type Shopper = NonNullable<Awaited<ReturnType<OrderRepositories['users']['lockShopper']>>>;

/**
 * Ends a shopper's earlier unpaid orders before a new attempt: the products they give back are locked
 * together with the ones this order takes, their stock and coupon use are given back, and the
 * shopper's row is read again (its coupon use may have changed).
 */
async function endEarlierUnpaid(repositories: OrderRepositories, userId: string, earlier: Order[], wantedIds: string[]) {
  const { orders, stock, users } = repositories;
  await stock.lock([...wantedIds, ...(await orders.heldProductIds(earlier.map((order) => order.id)))]);
  for (const order of earlier) await releaseHeldOrder(repositories, order);
  return users.lockShopper(userId);
}

/** The order's row: who and where it goes to, the buyer's GST details, and its amounts in rupees. */
function orderValues({
  input,
  attempt,
  shopper,
  coupon,
  price,
  payment,
}: {
  input: PlaceOrderInput;
  attempt: { paymentType: 'online' | 'cod'; address: Parameters<typeof addressSnapshot>[0]; now: Date };
  shopper: Shopper;
  coupon: { couponCode: string } | undefined;
  price: ReturnType<typeof priceCart>;
  payment: { status: 'pending_payment'; holdExpiresAt: Date } | { status: 'placed' };
}) {
  return {
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    paymentType: attempt.paymentType,
    provider: input.online?.provider ?? 'cod',
    ...addressSnapshot(attempt.address),
    buyerName: shopper.fullName,
    ...buyerGstSnapshot(shopper),
    couponCode: coupon?.couponCode ?? null,
    subtotal: money(price.subtotal),
    gst: money(price.gst),
    otherCharges: money(price.otherCharges),
    discount: money(price.discount),
    shipping: money(price.shipping),
    platformFee: money(price.platformFee),
    totalAmount: money(price.total),
    createdAt: attempt.now,
    ...payment,
  };
}

/**
 * Places an order in one transaction (decisions 008 and 009); an online one waits unpaid, holding
 * its stock. The shopper's row is locked first, so their attempts queue: a repeat under the same
 * idempotency key, or under another key for the same checkout (repeat-order.ts), gets the order
 * already placed instead of a second one. Product rows are locked after it, in id order.
 */
export async function placeOrder(db: AppDb, input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
  await releaseExpiredHolds(db);
  return inOrderTransaction(db, async (repositories) => {
    const { cart, coupons, orders, stock, users } = repositories;
    let shopper = await users.lockShopper(input.userId);
    const address = await orders.findAddress(input.userId, input.addressId);
    if (!shopper || !address) throw new AppError(404, 'NOT_FOUND', 'Address not found');
    const replay = await orders.findByKey(input.userId, input.idempotencyKey);
    if (replay) return { order: replay, created: false };

    const now = new Date();
    const stored = await cart.storedLines(input.userId);
    const newest = await orders.findNewest(input.userId);
    const attempt = {
      paymentType: input.online ? ('online' as const) : ('cod' as const),
      address,
      couponCode: input.couponCode,
      cart: new Map(stored.map((line) => [line.productId, line.quantity])),
      now,
    };
    if (newest && isRepeatOf(newest, await orders.linesOf(newest.id), attempt)) return { order: newest, created: false };
    if (stored.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY);

    // A shopper pays for one order at a time: a new attempt ends their earlier unpaid ones, so
    // their own holds never refuse it and no one can hold stock with a pile of unpaid orders.
    const earlier = await orders.lockUnpaidOf(input.userId);
    const wantedIds = stored.map((line) => line.productId);
    const freeProductId = input.couponCode ? await coupons.freeProductIdOf(input.couponCode) : undefined;
    if (freeProductId) wantedIds.push(freeProductId);
    if (earlier.length > 0) shopper = (await endEarlierUnpaid(repositories, input.userId, earlier, wantedIds)) ?? shopper;
    const locked = new Map((await stock.lock(wantedIds)).map((product) => [product.id, product]));

    const lines = linesToBuy(stored, locked);
    const coupon = input.couponCode ? await useCoupon(repositories, input.couponCode, shopper, quoteSubtotal(lines)) : undefined;
    const free = freeLine(coupon, locked, input.freeProductStockIgnore);
    const price = priceCart(lines, coupon, input);

    // Online: the cart stays until the payment is verified. The invoice is numbered when the order is packed.
    const payment = input.online
      ? { status: 'pending_payment' as const, holdExpiresAt: new Date(now.getTime() + input.online.holdMinutes * 60_000) }
      : { status: 'placed' as const };
    const rows = price.lines.map((line) => snapshotLine(line.product, line.quantity, line.unitPaise));
    if (free) rows.push({ ...snapshotLine(free.product, free.quantity, 0), isFree: true });
    const order = await orders.insert(orderValues({ input, attempt, shopper, coupon, price, payment }), rows);
    // The rows are locked and their stock checked above; each line's movement names the order.
    await takeStock(stock, order.id, rows);
    const event = await orders.appendEvent({
      orderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      actorKind: 'shopper',
      actorId: input.userId,
      at: now,
    });
    await queueOrderMails(repositories, { order, event });
    if (!input.online) await cart.clear(input.userId);
    return { order, created: true };
  });
}

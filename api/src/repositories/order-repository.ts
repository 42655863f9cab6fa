import type { CartLine } from '@shop/shared/contracts';
import { displayWeight } from '@shop/shared/format';
import { cartTotals, fromPaise, quoteCoupon, unitPrice } from '@shop/shared/pricing';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import {
  addresses,
  type Coupon,
  cartItems,
  coupons,
  type NewOrderLine,
  type Order,
  orderLines,
  orders,
  products,
  users,
} from '../db/schema';
import { AppError } from '../http/app-error';
import { assignInvoiceNumber } from '../invoices/invoice-number';
import { isUuid } from './product-repository';
import { addressSnapshot, isRepeatOf } from './repeat-order';

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

export const CART_EMPTY = 'Your cart is empty';
export const INVALID_COUPON = 'Invalid coupon code';
export const LIMIT_REACHED = 'This coupon has reached its usage limit';
export const ALREADY_USED = 'You have already used a coupon';
export const FREE_PRODUCTS_STOCK_IS_OVER = 'The free product of this coupon is out of stock';

/** A free product short of stock; the route answers 409 with data.freeProductsStockIsOver. */
export class FreeProductsStockIsOverError extends Error {
  constructor() {
    super(FREE_PRODUCTS_STOCK_IS_OVER);
    this.name = 'FreeProductsStockIsOverError';
  }
}

export interface PlaceOrderInput {
  userId: string;
  idempotencyKey: string;
  addressId: string;
  couponCode: string | null;
  freeProductStockIgnore: boolean;
  /** Shipping in paise for the cart's subtotal in paise (free delivery depends on it), and the platform fee. */
  shippingPaise: (subtotalPaise: number) => number;
  platformFeePaise: number;
  /**
   * Absent: cash on delivery. Present: the order waits for its payment, holding its stock; the
   * provider order is opened after this transaction commits (no network call under row locks).
   */
  online?: { provider: string; holdMinutes: number };
}

type LockedProduct = typeof products.$inferSelect;

/** An order line as it was bought: name, first image, first weight, unit price paid, HSN and GST rates. */
const snapshot = (orderId: string, product: LockedProduct, quantity: number, unitPaise: number): NewOrderLine => ({
  orderId,
  productId: product.id,
  productName: product.productName,
  productImage: product.productImages[0] ?? '',
  // With its unit ('5 L'): the orders page and the invoice show the text as it was bought.
  selectedWeight: displayWeight(product.weight, product.weightUnit),
  price: fromPaise(unitPaise).toFixed(2),
  quantity,
  hsnCode: product.hsnCode,
  cgst: product.cgst,
  sgst: product.sgst,
  igst: product.igst,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Checks a coupon as decision 007 quotes it and counts one use, or throws. */
async function takeCoupon(tx: Tx, code: string, user: typeof users.$inferSelect, subtotal: number): Promise<Coupon> {
  const now = new Date();
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(
      and(
        sql`upper(${coupons.couponCode}) = upper(${code.trim()})`,
        eq(coupons.isActive, true),
        or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > ${now.toISOString()}`),
      ),
    );
  if (!coupon) throw new AppError(404, 'INVALID_COUPON', INVALID_COUPON);
  if (coupon.userType !== 'all' && coupon.userType !== user.accountType) {
    throw new AppError(403, 'WRONG_ACCOUNT_TYPE', `This coupon is for ${coupon.userType} accounts`);
  }
  if (user.isAlreadyCouponUsed) throw new AppError(409, 'COUPON_ALREADY_USED', ALREADY_USED);
  if (subtotal < Math.round(Number(coupon.minCartValue) * 100)) {
    throw new AppError(400, 'BELOW_MINIMUM', 'Your cart is below the minimum value of this coupon');
  }
  // The limit is enforced by the update itself, so concurrent orders can never overshoot it.
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (counted.length === 0) throw new AppError(409, 'COUPON_LIMIT_REACHED', LIMIT_REACHED);
  await tx.update(users).set({ isAlreadyCouponUsed: true }).where(eq(users.id, user.id));
  return coupon;
}

/** Gives back an unpaid online order's stock and coupon use, and marks it expired. The row must be locked. */
async function releaseHeldOrder(tx: Tx, order: Order): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.productId));
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, salesCount: sql`greatest(${products.salesCount} - ${line.quantity}, 0)` })
      .where(eq(products.id, line.productId));
  }
  if (order.couponCode) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(sql`upper(${coupons.couponCode}) = upper(${order.couponCode})`);
    await tx.update(users).set({ isAlreadyCouponUsed: false }).where(eq(users.id, order.userId));
  }
  await tx.update(orders).set({ status: 'expired', holdExpiresAt: null }).where(eq(orders.id, order.id));
}

/**
 * Locks the shopper's row. Every transaction that changes a shopper's orders takes it first (and
 * product rows only after it, in id order), so a shopper's attempts run one after the other and
 * each one reads the cart, the coupon flag and the earlier orders as the previous one left them.
 */
async function lockShopper(tx: Tx, userId: string, options: { skipLocked?: boolean } = {}) {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.id, userId))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  return user;
}

/**
 * Gives back the stock (and coupon use) of online orders whose hold ran out unpaid, and marks
 * them expired: one transaction per order, so processes sweeping at once never wait on each
 * other. SKIP LOCKED: a shopper busy ordering releases their own holds, another process may be
 * releasing this one, or it is being verified right now; either way it is left to them.
 */
export async function releaseExpiredHolds(db: AppDb, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt));
  let released = 0;
  for (const candidate of due) {
    const done = await db.transaction(async (tx) => {
      if (!(await lockShopper(tx, candidate.userId, { skipLocked: true }))) return false;
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, candidate.id), eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
        .for('update', { skipLocked: true });
      if (order) await releaseHeldOrder(tx, order);
      return order !== undefined;
    });
    if (done) released += 1;
  }
  return released;
}

/**
 * What a captured payment did to its order: `paid` the first time, `already-paid` on a replay,
 * `late` when the hold had already ended (the caller refunds it), `late-again` when that
 * late payment was already taken in hand.
 */
export type Settlement = { outcome: 'paid' | 'already-paid' | 'late' | 'late-again'; order: Order };

export function createOrderRepository(db: AppDb) {
  /** One of the shopper's own saved addresses; undefined for anyone else's, an unknown or a malformed id. */
  async function findAddress(userId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return row;
  }

  /**
   * Places an order in one transaction (decision 008); an online one waits unpaid, holding its
   * stock. The shopper's row is locked first, so their attempts queue: a repeat under the same
   * idempotency key, or under another key for the same checkout (see repeat-order.ts), gets the
   * order already placed instead of a second one.
   */
  async function placeOrder(input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
    await releaseExpiredHolds(db);
    return db.transaction(async (tx) => {
      let shopper = await lockShopper(tx, input.userId);
      const [address] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)));
      if (!shopper || !address) throw new AppError(404, 'NOT_FOUND', 'Address not found');
      const [replay] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey)));
      if (replay) return { order: replay, created: false };

      const now = new Date();
      const cart = await tx.select().from(cartItems).where(eq(cartItems.userId, input.userId));
      const [newest] = await tx.select().from(orders).where(eq(orders.userId, input.userId)).orderBy(desc(orders.createdAt)).limit(1);
      const attempt = {
        paymentType: input.online ? ('online' as const) : ('cod' as const),
        address,
        couponCode: input.couponCode,
        cart: new Map(cart.map((line) => [line.productId, line.quantity])),
        now,
      };
      if (newest && isRepeatOf(newest, await tx.select().from(orderLines).where(eq(orderLines.orderId, newest.id)), attempt)) {
        return { order: newest, created: false };
      }
      if (cart.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY);

      // A shopper pays for one order at a time: a new attempt ends their earlier unpaid ones, so
      // their own holds never refuse it and no one can hold stock with a pile of unpaid orders.
      const earlier = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, input.userId), eq(orders.status, 'pending_payment')))
        .orderBy(asc(orders.id))
        .for('update');
      const wantedIds = cart.map((line) => line.productId);
      const [couponPeek] = input.couponCode
        ? await tx
            .select({ freeProductId: coupons.freeProductId, kind: coupons.kind })
            .from(coupons)
            .where(sql`upper(${coupons.couponCode}) = upper(${input.couponCode.trim()})`)
        : [];
      if (couponPeek?.kind === 'free-product' && couponPeek.freeProductId) wantedIds.push(couponPeek.freeProductId);
      // Row locks in id order, so two orders over the same products can never deadlock: the
      // products the earlier orders give back are locked together with the ones this one takes.
      const lockProducts = (ids: string[]) =>
        tx
          .select()
          .from(products)
          .where(inArray(products.id, [...new Set(ids)]))
          .orderBy(asc(products.id))
          .for('update');
      if (earlier.length > 0) {
        const held = await tx
          .select({ productId: orderLines.productId })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              earlier.map((order) => order.id),
            ),
          );
        await lockProducts([...wantedIds, ...held.map((line) => line.productId)]);
        for (const order of earlier) await releaseHeldOrder(tx, order);
        // Their coupon use is given back too.
        shopper = (await lockShopper(tx, input.userId)) ?? shopper;
      }
      const locked = await lockProducts(wantedIds);
      const byId = new Map(locked.map((product) => [product.id, product]));

      const lines = cart.flatMap((line) => {
        const product = byId.get(line.productId);
        return product?.isActive ? [{ productId: product.id, product, quantity: line.quantity }] : [];
      });
      if (lines.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY);
      for (const line of lines) {
        if (line.product.stock < line.quantity) {
          throw new AppError(409, 'OUT_OF_STOCK', `Only ${line.product.stock} left of ${line.product.productName}`);
        }
      }

      const subtotal = sum(lines.map((line) => unitPrice(line.product) * line.quantity));
      const coupon = input.couponCode ? await takeCoupon(tx, input.couponCode, shopper, subtotal) : undefined;
      const quote = quoteCoupon(lines, coupon ?? { kind: 'free-product' });
      let free: { product: LockedProduct; quantity: number } | undefined;
      if (coupon?.kind === 'free-product') {
        const product = coupon.freeProductId ? byId.get(coupon.freeProductId) : undefined;
        if (product?.isActive && product.stock >= coupon.freeQuantity) free = { product, quantity: coupon.freeQuantity };
        else if (!input.freeProductStockIgnore) throw new FreeProductsStockIsOverError();
      }

      const unitOf = (line: (typeof lines)[number]) => quote.unitPrices[line.productId] ?? unitPrice(line.product);
      // The shared cart arithmetic, at the unit prices the coupon left: the browser showed the same.
      const totals = cartTotals(
        lines.map((line) => ({
          quantity: line.quantity,
          product: { ...line.product, _id: line.productId } as unknown as CartLine['product'],
        })),
        { priceOverrides: Object.fromEntries(lines.map((line) => [line.productId, fromPaise(unitOf(line))])) },
      );
      const shippingPaise = input.shippingPaise(subtotal);
      const totalPaise = totals.total + shippingPaise + input.platformFeePaise;
      // Online: no invoice and the cart stays until the payment is verified.
      const payment = input.online
        ? { status: 'pending_payment' as const, holdExpiresAt: new Date(now.getTime() + input.online.holdMinutes * 60_000) }
        : { status: 'placed' as const, invoiceNumber: await assignInvoiceNumber(tx, now), invoiceDate: now };
      const [order] = await tx
        .insert(orders)
        .values({
          userId: input.userId,
          idempotencyKey: input.idempotencyKey,
          paymentType: attempt.paymentType,
          provider: input.online?.provider ?? 'cod',
          ...addressSnapshot(address),
          buyerName: shopper.fullName,
          couponCode: coupon?.couponCode ?? null,
          subtotal: fromPaise(subtotal).toFixed(2),
          gst: fromPaise(totals.gst).toFixed(2),
          otherCharges: fromPaise(totals.otherCharges).toFixed(2),
          discount: fromPaise(subtotal - totals.subtotal).toFixed(2),
          shipping: fromPaise(shippingPaise).toFixed(2),
          platformFee: fromPaise(input.platformFeePaise).toFixed(2),
          totalAmount: fromPaise(totalPaise).toFixed(2),
          createdAt: now,
          ...payment,
        })
        .returning();
      if (!order) throw new Error('The order insert returned no row');

      const rows: NewOrderLine[] = lines.map((line) => snapshot(order.id, line.product, line.quantity, unitOf(line)));
      if (free) rows.push({ ...snapshot(order.id, free.product, free.quantity, 0), isFree: true });
      for (const row of rows) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${row.quantity}`, salesCount: sql`${products.salesCount} + ${row.quantity}` })
          .where(eq(products.id, row.productId));
      }
      await tx.insert(orderLines).values(rows);
      if (!input.online) await tx.delete(cartItems).where(eq(cartItems.userId, input.userId));
      return { order, created: true };
    });
  }

  /** Ends an unpaid online order at once (its payment could not be opened, or the shopper closed it), giving its stock back. */
  async function releaseHold(orderId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [owner] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      if (!owner) return;
      await lockShopper(tx, owner.userId);
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .for('update');
      if (order) await releaseHeldOrder(tx, order);
    });
  }

  /** Records the provider order of a pending online order, once; answers the order as it now stands. */
  async function attachProviderOrder(orderId: string, providerOrderId: string): Promise<Order | undefined> {
    const [attached] = await db
      .update(orders)
      .set({ providerOrderId })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment'), isNull(orders.providerOrderId)))
      .returning();
    if (attached) return attached;
    const [current] = await db.select().from(orders).where(eq(orders.id, orderId));
    return current;
  }

  /**
   * Applies a captured payment to its order, once: the row lock and the status checks make a
   * replay, or a race between the browser's verification and the webhook, change nothing.
   * `userId` limits it to the caller's own order; undefined when there is no such order.
   */
  async function settlePayment(providerOrderId: string, paymentId: string, userId?: string): Promise<Settlement | undefined> {
    return db.transaction(async (tx) => {
      const owner = userId ? eq(orders.userId, userId) : undefined;
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.providerOrderId, providerOrderId), owner))
        .for('update');
      if (!order) return undefined;
      if (order.status === 'paid' || order.status === 'placed') return { outcome: 'already-paid', order };
      if (order.status === 'expired') {
        if (order.paymentId) return { outcome: 'late-again', order };
        const [claimed] = await tx.update(orders).set({ paymentId }).where(eq(orders.id, order.id)).returning();
        return { outcome: 'late', order: claimed ?? order };
      }
      const now = new Date();
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paymentId, holdExpiresAt: null, invoiceNumber: await assignInvoiceNumber(tx, now), invoiceDate: now })
        .where(eq(orders.id, order.id))
        .returning();
      await tx.delete(cartItems).where(eq(cartItems.userId, order.userId));
      return { outcome: 'paid', order: paid ?? order };
    });
  }

  /**
   * Takes a refund in hand: sets `refunded` on an order that was paid (or paid late) and is not
   * refunded yet. Only one caller wins, so the money goes back once; undefined when nothing was
   * claimed. The caller gives the claim back with `undoRefundClaim` if the provider refuses.
   */
  async function claimRefund(orderId: string): Promise<Order | undefined> {
    if (!isUuid(orderId)) return undefined;
    const [claimed] = await db
      .update(orders)
      .set({ refunded: true })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.refunded, false),
          or(inArray(orders.status, ['placed', 'paid']), and(eq(orders.status, 'expired'), sql`${orders.paymentId} is not null`)),
        ),
      )
      .returning();
    return claimed;
  }

  async function undoRefundClaim(orderId: string): Promise<void> {
    await db.update(orders).set({ refunded: false }).where(eq(orders.id, orderId));
  }

  /** An order by its provider order id, whoever placed it. */
  async function findByProviderOrderId(providerOrderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
    return row;
  }

  /** Any order by id (operators); undefined for an unknown or a malformed id. */
  async function findById(id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /** The caller's order by id; undefined for anyone else's, an unknown or a malformed id. */
  async function findOwn(userId: string, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)));
    return row;
  }

  return {
    attachProviderOrder,
    claimRefund,
    findAddress,
    findById,
    findByProviderOrderId,
    findOwn,
    placeOrder,
    releaseHold,
    settlePayment,
    undoRefundClaim,
    /** Runs the release on its own, for the timer. */
    releaseExpiredHolds: () => releaseExpiredHolds(db),
  };
}

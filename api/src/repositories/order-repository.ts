import type { CartLine } from '@shop/shared/contracts';
import { cartTotals, fromPaise, quoteCoupon, unitPrice } from '@shop/shared/pricing';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
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
  /** Shipping and platform fee in paise, quoted before the transaction. */
  shippingPaise: number;
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
  selectedWeight: product.weight[0] ? String(product.weight[0].weight) : '',
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
 * Gives back the stock (and coupon use) of online orders whose hold ran out unpaid, and marks
 * them expired. SKIP LOCKED: an order being verified right now is left to its verification.
 */
export async function releaseExpiredHolds(tx: Tx, now = new Date()): Promise<number> {
  const expired = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lt(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true });
  for (const order of expired) await releaseHeldOrder(tx, order);
  return expired.length;
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
   * Places an order in one transaction (decision 008); an online one waits unpaid, holding its stock. The order row goes in
   * first under its idempotency key: a second request with the same key waits on that row and
   * then gets the first one's order back instead of placing another.
   */
  async function placeOrder(input: PlaceOrderInput): Promise<{ order: Order; created: boolean }> {
    return db.transaction(async (tx) => {
      await releaseExpiredHolds(tx);
      const [inserted] = await tx
        .insert(orders)
        .values({
          userId: input.userId,
          idempotencyKey: input.idempotencyKey,
          status: input.online ? 'pending_payment' : 'placed',
          paymentType: input.online ? 'online' : 'cod',
          provider: input.online?.provider ?? 'cod',
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.userId, input.userId), eq(orders.idempotencyKey, input.idempotencyKey)));
        if (!existing) throw new AppError(409, 'ORDER_IN_PROGRESS', 'This order is still being placed. Please try again.');
        return { order: existing, created: false };
      }
      // A shopper pays for one order at a time: a new attempt ends their earlier unpaid ones, so
      // their own holds never refuse it and no one can hold stock with a pile of unpaid orders.
      const earlier = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, input.userId), eq(orders.status, 'pending_payment'), ne(orders.id, inserted.id)))
        .orderBy(asc(orders.id))
        .for('update');
      for (const order of earlier) await releaseHeldOrder(tx, order);

      const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
      const [address] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, input.userId)));
      if (!user || !address) throw new AppError(404, 'NOT_FOUND', 'Address not found');

      const cart = await tx.select().from(cartItems).where(eq(cartItems.userId, input.userId));
      if (cart.length === 0) throw new AppError(400, 'CART_EMPTY', CART_EMPTY);
      const wantedIds = cart.map((line) => line.productId);
      const [couponPeek] = input.couponCode
        ? await tx
            .select({ freeProductId: coupons.freeProductId, kind: coupons.kind })
            .from(coupons)
            .where(sql`upper(${coupons.couponCode}) = upper(${input.couponCode.trim()})`)
        : [];
      if (couponPeek?.kind === 'free-product' && couponPeek.freeProductId) wantedIds.push(couponPeek.freeProductId);
      // Row locks in id order, so two orders over the same products can never deadlock.
      const locked = await tx
        .select()
        .from(products)
        .where(inArray(products.id, [...new Set(wantedIds)]))
        .orderBy(asc(products.id))
        .for('update');
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
      const coupon = input.couponCode ? await takeCoupon(tx, input.couponCode, user, subtotal) : undefined;
      const quote = quoteCoupon(lines, coupon ?? { kind: 'free-product' });
      let free: { product: LockedProduct; quantity: number } | undefined;
      if (coupon?.kind === 'free-product') {
        const product = coupon.freeProductId ? byId.get(coupon.freeProductId) : undefined;
        if (product?.isActive && product.stock >= coupon.freeQuantity) free = { product, quantity: coupon.freeQuantity };
        else if (!input.freeProductStockIgnore) throw new FreeProductsStockIsOverError();
      }

      const unitOf = (line: (typeof lines)[number]) => quote.unitPrices[line.productId] ?? unitPrice(line.product);
      const rows: NewOrderLine[] = lines.map((line) => snapshot(inserted.id, line.product, line.quantity, unitOf(line)));
      if (free) rows.push({ ...snapshot(inserted.id, free.product, free.quantity, 0), isFree: true });
      for (const row of rows) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${row.quantity}`, salesCount: sql`${products.salesCount} + ${row.quantity}` })
          .where(eq(products.id, row.productId));
      }
      await tx.insert(orderLines).values(rows);

      // The shared cart arithmetic, at the unit prices the coupon left: the browser showed the same.
      const totals = cartTotals(
        lines.map((line) => ({
          quantity: line.quantity,
          product: { ...line.product, _id: line.productId } as unknown as CartLine['product'],
        })),
        { priceOverrides: Object.fromEntries(lines.map((line) => [line.productId, fromPaise(unitOf(line))])) },
      );
      const now = new Date();
      const totalPaise = totals.total + input.shippingPaise + input.platformFeePaise;
      // Online: no invoice and the cart stays until the payment is verified.
      const payment = input.online
        ? { holdExpiresAt: new Date(now.getTime() + input.online.holdMinutes * 60_000) }
        : { invoiceNumber: await assignInvoiceNumber(tx, now), invoiceDate: now };
      const [order] = await tx
        .update(orders)
        .set({
          houseNumber: address.houseNumber,
          societyName: address.societyName,
          street: address.street,
          city: address.city,
          state: address.state,
          country: address.country,
          pinCode: address.pinCode,
          buyerName: user.fullName,
          couponCode: coupon?.couponCode ?? null,
          subtotal: fromPaise(subtotal).toFixed(2),
          gst: fromPaise(totals.gst).toFixed(2),
          otherCharges: fromPaise(totals.otherCharges).toFixed(2),
          discount: fromPaise(subtotal - totals.subtotal).toFixed(2),
          shipping: fromPaise(input.shippingPaise).toFixed(2),
          platformFee: fromPaise(input.platformFeePaise).toFixed(2),
          totalAmount: fromPaise(totalPaise).toFixed(2),
          ...payment,
        })
        .where(eq(orders.id, inserted.id))
        .returning();
      if (!order) throw new Error('The order update returned no row');
      if (!input.online) await tx.delete(cartItems).where(eq(cartItems.userId, input.userId));
      return { order, created: true };
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

  /** Ends an unpaid online order at once (its payment could not be opened), giving its stock back. */
  async function releaseHold(orderId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
        .for('update');
      if (order) await releaseHeldOrder(tx, order);
    });
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
    releaseExpiredHolds: () => db.transaction((tx) => releaseExpiredHolds(tx)),
  };
}

import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, or } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { categories, orderLines, orders, products } from '../../db/schema';
import { type ProductView, toProductView } from '../../repositories/product-view';

export interface OrderHistoryLine {
  product: ProductView;
  selectedWeight: string;
  price: number;
  quantity: number;
}

export interface OrderHistoryEntry {
  _id: string;
  createdAt: Date;
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
  /** How the total was reached, in rupees: subtotal − discount + GST + other charges + shipping + platform fee. */
  charges: { subtotal: number; discount: number; gst: number; otherCharges: number; shipping: number; platformFee: number };
  products: OrderHistoryLine[];
}

/**
 * The shopper's placed and paid orders, newest first, and online ones paid after their hold ended
 * (refunded); unpaid online orders are not theirs yet.
 */
export async function orderHistory(db: AppDb, userId: string): Promise<OrderHistoryEntry[]> {
  const placed = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(inArray(orders.status, ['placed', 'paid']), and(eq(orders.status, 'expired'), isNotNull(orders.paymentId))),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (placed.length === 0) return [];
  const lines = await db
    .select({ line: orderLines, product: { ...getTableColumns(products), categoryName: categories.categoryName } })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        orderLines.orderId,
        placed.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.isFree), asc(orderLines.id));
  const byOrder = new Map<string, OrderHistoryLine[]>();
  for (const { line, product } of lines) {
    const list = byOrder.get(line.orderId) ?? [];
    // The card is today's product, but name, image, weight and price are what was bought.
    // The rates too: the GST this line was charged, whatever the product carries today.
    const card = {
      ...toProductView(product),
      productName: line.productName,
      cgst: Number(line.cgst),
      sgst: Number(line.sgst),
      igst: Number(line.igst),
    };
    list.push({ product: card, selectedWeight: line.selectedWeight, price: Number(line.price), quantity: line.quantity });
    byOrder.set(line.orderId, list);
  }
  return placed.map((order) => ({
    _id: order.id,
    createdAt: order.createdAt,
    totalAmount: { $numberDecimal: order.totalAmount },
    houseNumber: order.houseNumber,
    societyName: order.societyName,
    street: order.street,
    city: order.city,
    state: order.state,
    pinCode: order.pinCode,
    paymentType: order.paymentType,
    paymentId: order.paymentId,
    invoiceNumber: order.invoiceNumber,
    refunded: order.refunded,
    charges: {
      subtotal: Number(order.subtotal),
      discount: Number(order.discount),
      gst: Number(order.gst),
      otherCharges: Number(order.otherCharges),
      shipping: Number(order.shipping),
      platformFee: Number(order.platformFee),
    },
    products: byOrder.get(order.id) ?? [],
  }));
}

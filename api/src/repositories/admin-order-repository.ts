import type { AdminOrderListQuery } from '@shop/shared/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { orderEvents, orderLines, orders, staffMembers, users } from '../db/schema';
import { escapeLike } from './like-pattern';
import { isUuid } from './product-repository';

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** India has one time zone and no daylight saving: a calendar day there starts at 18:30 UTC the day before. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** What a search box's words match: the order number (the end of its id, as the shopper reads it), invoice number, buyer name, phone or pincode. */
function searchCondition(q: string): SQL | undefined {
  const words = q.trim();
  if (!words) return undefined;
  const like = `%${escapeLike(words)}%`;
  const digits = words.replace(/\D/g, '');
  return or(
    ilike(sql`${orders.id}::text`, `%${escapeLike(words.replace(/^#/, '').toLowerCase())}`),
    ilike(orders.invoiceNumber, like),
    ilike(orders.buyerName, like),
    eq(orders.pinCode, words),
    digits.length >= 4 ? ilike(users.phoneNumber, `%${digits}%`) : undefined,
  );
}

/** The orders as the back office lists, searches and reads them. */
export function createAdminOrderRepository(db: AppDb) {
  function listConditions(query: AdminOrderListQuery): SQL | undefined {
    return and(
      query.status ? eq(orders.status, query.status) : undefined,
      query.paymentType ? eq(orders.paymentType, query.paymentType) : undefined,
      query.from ? gte(orders.createdAt, indiaDayStart(query.from)) : undefined,
      query.to ? lt(orders.createdAt, new Date(indiaDayStart(query.to).getTime() + 86_400_000)) : undefined,
      query.q ? searchCondition(query.q) : undefined,
    );
  }

  return {
    /** A page of orders, newest first, with the buyer's phone and the number of items; `pageSize` for exports. */
    async list(query: AdminOrderListQuery, pageSize = ADMIN_ORDERS_PAGE_SIZE) {
      const page = query.page ?? 1;
      const where = listConditions(query);
      const items = db
        .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int`.as('items') })
        .from(orderLines)
        .groupBy(orderLines.orderId)
        .as('items');
      const rows = await db
        .select({ order: orders, phone: users.phoneNumber, items: items.items })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(items, eq(items.orderId, orders.id))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
      return { rows, page, total: total?.total ?? 0 };
    },

    /** The lines of every confirmed order, oldest order first: what the warehouse picks next. */
    async confirmedLines() {
      return db
        .select({
          orderId: orderLines.orderId,
          productName: orderLines.productName,
          selectedWeight: orderLines.selectedWeight,
          quantity: orderLines.quantity,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.status, 'confirmed'))
        .orderBy(asc(orders.createdAt), asc(orderLines.productName));
    },

    /** One order with its buyer, lines and history (each move with the staff member's name); undefined for an unknown or malformed id. */
    async find(orderId: string) {
      if (!isUuid(orderId)) return undefined;
      const [found] = await db
        .select({ order: orders, phone: users.phoneNumber, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!found) return undefined;
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.isFree), asc(orderLines.productName));
      const events = await db
        .select({ event: orderEvents, staffName: staffMembers.name })
        .from(orderEvents)
        .leftJoin(staffMembers, and(eq(orderEvents.actorKind, 'staff'), eq(staffMembers.id, orderEvents.actorId)))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
      return { ...found, lines, events };
    },
  };
}

export type AdminOrderRepository = ReturnType<typeof createAdminOrderRepository>;

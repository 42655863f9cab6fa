import { DASHBOARD_DAYS, type DashboardDay, type DashboardPeriod, WAITING_ORDER_STATES } from '@shop/shared/contracts';
import { fromPaise, toPaise } from '@shop/shared/pricing';
import { count, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { inquiries, orders } from '../db/schema';
import { SERVICE_GST_RATE } from '../invoices/invoice-document';

/** The owner's days are India's: today and this month start at midnight in Kolkata, not in UTC. */
const TIME_ZONE = 'Asia/Kolkata';

/**
 * Orders that stand: cash orders waiting for confirmation and every order confirmed onwards, until
 * it is called off. Unpaid online orders, expired and cancelled ones, and those that came back
 * (returned to origin or returned, each with a credit note) are no sale.
 */
const STANDING = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'return_requested'] as const;

type Row = Record<string, unknown>;
interface DayRow extends Row {
  date: string;
  orders: number | string;
  revenue: string;
  net: string;
}

const rate = sql.raw(String(SERVICE_GST_RATE));
/** The GST within a charge that includes it at the service rate, worked back as the invoice works it. */
const serviceGst = (column: SQL) => sql`(${column} - round(${column} * 100 / (100 + ${rate}), 2))`;
const standing = sql.raw(STANDING.map((status) => `'${status}'`).join(', '));

/** The shop's figures for the owner's dashboard, each computed by the database. */
export function createDashboardRepository(db: AppDb) {
  // The two drivers answer execute() differently: postgres-js with an array, PGlite with { rows }.
  async function run<T extends Row>(query: SQL): Promise<T[]> {
    const result = await db.execute<T>(query);
    return Array.isArray(result) ? (result as T[]) : (result as unknown as { rows: T[] }).rows;
  }

  return {
    /**
     * Orders and revenue per India day from the first of this month or DASHBOARD_DAYS ago, whichever
     * is earlier, to today, oldest first; days without orders are zeros. An order counts on the day it
     * was placed; revenue is what a standing order confirmed onwards charged, less the refunds paid on
     * it, with GST (the lines' and the GST inside delivery and the platform fee) or without it, a
     * refund taking its share of each.
     */
    async days(now: Date): Promise<DashboardDay[]> {
      const rows = await run<DayRow>(sql`
        with "span" as (
          select least(date_trunc('month', "today")::date, "today" - ${DASHBOARD_DAYS - 1}::int) as "first", "today"
          from (select (${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date as "today") as "now"
        ),
        "standing" as (
          select
            (o."createdAt" at time zone ${TIME_ZONE})::date as "day",
            o."status" <> 'placed' as "earns",
            o."totalAmount" as "total",
            o."gst" + ${serviceGst(sql`o."shipping"`)} + ${serviceGst(sql`o."platformFee"`)} as "tax",
            coalesce((select sum(r."amountPaise") from "refunds" r where r."orderId" = o."id" and r."state" = 'processed'), 0) / 100.0 as "refunded"
          from "orders" o, "span"
          where o."createdAt" >= ("span"."first"::timestamp at time zone ${TIME_ZONE})
            and o."createdAt" < (("span"."today" + 1)::timestamp at time zone ${TIME_ZONE})
            and o."status" in (${standing})
        ),
        "perDay" as (
          select "day", count(*) as "orders",
            coalesce(sum(case when "earns" then "total" - "refunded" end), 0) as "revenue",
            coalesce(sum(case when "earns" and "total" > 0 then ("total" - "tax") * ("total" - "refunded") / "total" end), 0) as "net"
          from "standing" group by "day"
        )
        select to_char(g."day", 'YYYY-MM-DD') as "date",
          coalesce(p."orders", 0)::int as "orders",
          round(coalesce(p."revenue", 0), 2)::text as "revenue",
          round(coalesce(p."net", 0), 2)::text as "net"
        from "span", generate_series("span"."first"::timestamp, "span"."today"::timestamp, interval '1 day') as g("day")
        left join "perDay" p on p."day" = g."day"::date
        order by g."day"
      `);
      return rows.map((row) => ({
        date: row.date,
        orders: Number(row.orders),
        revenue: Number(row.revenue),
        revenueWithoutGst: Number(row.net),
      }));
    },

    /** How many orders wait in each state staff act on; a state with none is 0. */
    async waiting() {
      const rows = await db
        .select({ status: orders.status, count: count() })
        .from(orders)
        .where(inArray(orders.status, [...WAITING_ORDER_STATES]))
        .groupBy(orders.status);
      return WAITING_ORDER_STATES.map((status) => ({ status, count: rows.find((row) => row.status === status)?.count ?? 0 }));
    },

    /** Inquiries nobody has answered yet: new ones and those in progress. */
    async inquiriesWaiting() {
      const rows = await db
        .select({ status: inquiries.status, count: count() })
        .from(inquiries)
        .where(inArray(inquiries.status, ['new', 'in_progress']))
        .groupBy(inquiries.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
      return { new: of('new'), inProgress: of('in_progress') };
    },
  };
}

/** The sum of some days' figures, added in paise. */
export function periodOf(days: readonly DashboardDay[]): DashboardPeriod {
  const paise = (pick: (day: DashboardDay) => number) => fromPaise(days.reduce((sum, day) => sum + toPaise(pick(day)), 0));
  return {
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    revenue: paise((day) => day.revenue),
    revenueWithoutGst: paise((day) => day.revenueWithoutGst),
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

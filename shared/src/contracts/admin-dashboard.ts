import { z } from 'zod';
import { successReply } from './api-envelope';

/** The order states staff act on next: confirm, pack, ship, mark delivered, decide a return. */
export const WAITING_ORDER_STATES = ['placed', 'confirmed', 'packed', 'shipped', 'return_requested'] as const;

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_DAYS = 30;

/**
 * Orders and revenue of a period (days in India time). `orders` counts the orders placed that still
 * stand (cash orders waiting for confirmation included); revenue counts those confirmed onwards, less
 * the refunds paid on them. Money in rupees.
 */
const periodFigures = z.object({
  orders: z.number().int(),
  revenue: z.number(),
  revenueWithoutGst: z.number(),
});
export type DashboardPeriod = z.infer<typeof periodFigures>;

const dayFigures = periodFigures.extend({
  /** The India date, YYYY-MM-DD. */
  date: z.string(),
});
export type DashboardDay = z.infer<typeof dayFigures>;

/** GET admin/v1/dashboard: the owner's figures of the shop, in one call. */
export const dashboardReplySchema = successReply(
  z.object({
    /** Today's India date, YYYY-MM-DD. */
    today: z.string(),
    todayFigures: periodFigures,
    monthFigures: periodFigures,
    /** Orders staff must act on, per state; every state of WAITING_ORDER_STATES is present. */
    waiting: z.array(z.object({ status: z.enum(WAITING_ORDER_STATES), count: z.number().int() })),
    /** Active products at or below their low-stock threshold, the emptiest first. */
    lowStock: z.object({
      count: z.number().int(),
      products: z.array(z.object({ id: z.string(), productName: z.string(), stock: z.number(), lowStockThreshold: z.number() })),
    }),
    /** Inquiries new or in progress. */
    inquiries: z.object({ new: z.number().int(), inProgress: z.number().int() }),
    /** The last DASHBOARD_DAYS days, oldest first, today last; days without orders are zeros. */
    days: z.array(dayFigures),
  }),
);
export type Dashboard = z.input<typeof dashboardReplySchema>['data'];

import { z } from 'zod';
import { isoDateTime, successReply } from './api-envelope';

/** Why a stock changed: staff count what came in, correct a count or write off damage; orders take and give back. */
export const STOCK_MOVEMENT_REASONS = ['received', 'adjustment', 'damaged', 'order', 'cancellation', 'return'] as const;
/** The reasons a staff member may give; the others are written by orders. */
export const STAFF_STOCK_REASONS = ['received', 'adjustment', 'damaged'] as const;

/** The most units one movement may change: a mistyped count of a million is refused, not booked. */
export const MAX_STOCK_CHANGE = 100_000;

/** A signed whole number of units: in (positive) or out (negative). */
const stockChange = z
  .number({ error: 'Enter the units that came in (positive) or went out (negative).' })
  .int('Enter whole units.')
  .min(-MAX_STOCK_CHANGE, `Change at most ${MAX_STOCK_CHANGE} units at a time.`)
  .max(MAX_STOCK_CHANGE, `Change at most ${MAX_STOCK_CHANGE} units at a time.`)
  .refine((change) => change !== 0, 'Enter a change other than 0.');

/** POST admin/v1/products/:productId/stock-movements: a signed whole number of units and why. */
export const stockMovementBody = z.object({
  change: stockChange,
  reason: z.enum(STAFF_STOCK_REASONS, { error: 'Choose why the stock changed: received, adjustment or damaged.' }),
  note: z.string().trim().max(300, 'Use at most 300 characters.').optional(),
});
/** The back office's form of the same call: the change as typed, then held to the same rules. */
export const stockMovementForm = stockMovementBody.extend({
  change: z
    .string()
    .trim()
    .regex(/^[-+]?\d{1,7}$/, 'Enter whole units, such as 24 or -3.')
    .transform(Number)
    .pipe(stockChange),
});
export type StockMovementBody = z.infer<typeof stockMovementBody>;

/** One change of a product's stock, as the back office shows it. */
export const stockMovementSchema = z.object({
  id: z.string(),
  change: z.number(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  stockAfter: z.number(),
  at: isoDateTime,
  /** The staff member's name; none for an order's movement. */
  by: z.string().nullable(),
  orderId: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovementView = z.input<typeof stockMovementSchema>;

/** GET admin/v1/products/:productId/stock-movements: the stock, its threshold and the latest movements, newest first. */
export const stockHistoryReplySchema = successReply(
  z.object({
    productId: z.string(),
    productName: z.string(),
    stock: z.number(),
    lowStockThreshold: z.number(),
    movements: z.array(stockMovementSchema),
  }),
);

/** POST admin/v1/products/:productId/stock-movements: the stock now and the movement written. */
export const stockMovementReplySchema = successReply(z.object({ stock: z.number(), movement: stockMovementSchema }));

const stockLevel = z.object({ id: z.string(), productName: z.string(), stock: z.number(), lowStockThreshold: z.number() });
/** A product's stock beside its low-stock threshold. */
export type StockLevel = z.infer<typeof stockLevel>;

/** GET admin/v1/low-stock: active products at or below their threshold, the emptiest first. */
export const lowStockReplySchema = successReply(z.object({ products: z.array(stockLevel) }));

/** GET admin/v1/stock?q=: products whose name holds the words, the low ones first. */
export const stockSearchQuery = z.object({ q: z.string().trim().max(100, 'Use at most 100 characters.').optional() });
export const stockSearchReplySchema = successReply(z.object({ products: z.array(stockLevel) }));

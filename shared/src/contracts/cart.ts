import { z } from 'zod';
import { failureReplySchema, successReply } from './api-envelope';
import { type ProductCard, productSchema } from './product';

/** A product reference as some cart replies embed it: at least its id. */
const productRefSchema = productSchema.partial().extend({ _id: z.string() });

/** One line of the cart as replies carry it; the client reads it into a `CartLine` at its edge. */
export const cartLineSchema = z.object({
  /** The server's id for the line. */
  _id: z.string().optional(),
  /** The same id under the name some replies use. */
  cartId: z.string().optional(),
  product: productSchema.optional(),
  productId: z.union([z.string(), productRefSchema]).optional(),
  quantity: z.number(),
});

/** A line's id and quantity, as the add and update replies give them. */
export const cartLineQuantitySchema = z.object({ _id: z.string(), quantity: z.number() });

/** GET cart (decision 007): lines oldest first; free products arrive only with a coupon quote. */
export const cartReplySchema = successReply(
  z.object({
    cart: z.array(cartLineSchema),
    freeProducts: z.array(cartLineSchema),
    /** The cart subtotal (rupees) from which delivery is free; the API's setting, so the cart never keeps a copy. */
    freeDeliveryAbove: z.number(),
  }),
);

/** POST cart: 201 with the grown or new line. */
export const addToCartReplySchema = successReply(z.object({ message: z.string(), cart: cartLineQuantitySchema, _id: z.string() }));

/** PUT cart/:cartId's reply. */
export const updateCartReplySchema = successReply(
  z.object({ success: z.boolean().optional(), message: z.string().optional(), cartUpdated: z.boolean(), cart: cartLineQuantitySchema }),
);

/** A 409 of PUT cart/:cartId: a STOCK_LIMIT refusal still says what the line now holds; any other in the usual envelope. */
export const cartConflictReplySchema = z.union([
  z.object({
    success: z.literal(false),
    errorCode: z.literal('STOCK_LIMIT'),
    message: z.string(),
    data: z.object({ cartUpdated: z.boolean(), cart: cartLineQuantitySchema }),
  }),
  failureReplySchema,
]);

/** POST cart/clear. */
export const clearCartReplySchema = successReply(z.object({ cart: z.array(cartLineSchema) }));

export const cartLineParamsSchema = z.object({ cartId: z.string() });

export const QUANTITY_BELOW_ONE = 'Quantity cannot be less than 1';
const WHOLE_QUANTITY = 'Quantity must be a whole number.';
// Far above any stock, and low enough that a line plus an addition stays a 32-bit integer.
const MAX_QUANTITY = 100_000;
const TOO_MANY = `Quantity cannot be more than ${MAX_QUANTITY}.`;

const quantity = z.number({ error: WHOLE_QUANTITY }).int(WHOLE_QUANTITY).min(1, QUANTITY_BELOW_ONE).max(MAX_QUANTITY, TOO_MANY);

/** A product named in a body (the cart, the wishlist). */
export const productIdField = z.string({ error: 'productId is required.' }).trim().min(1, 'productId is required.');

/** POST cart: a product and how many to add (one when left out). */
export const addToCartBodySchema = z.object({ productId: productIdField, quantity: quantity.default(1) });

/**
 * PUT cart/:cartId: `{ quantity: 1 | -1 }` is a change by one unit (the product card);
 * `{ quantity: n, mode: 'set' }` is the quantity wanted (the detail page).
 */
export const cartQuantityBodySchema = z
  .object({
    mode: z.enum(['set', 'delta'], { error: 'mode must be "set" or left out.' }).optional(),
    quantity: z.number({ error: WHOLE_QUANTITY }).int(WHOLE_QUANTITY),
  })
  .superRefine((body, context) => {
    const issue = (message: string) => context.addIssue({ code: 'custom', path: ['quantity'], message });
    if (body.mode !== 'set') {
      if (body.quantity !== 1 && body.quantity !== -1) issue('Send a quantity change of 1 or -1, or mode "set".');
    } else if (body.quantity < 1) issue(QUANTITY_BELOW_ONE);
    else if (body.quantity > MAX_QUANTITY) issue(TOO_MANY);
  });

/** A cart line as the server sends it, with the whole product. */
export type CartReplyLine = z.input<typeof cartLineSchema>;
/**
 * A cart line as the browser holds it, whichever reply brought it: the line's one id (the server's,
 * absent until the server has named the line) and its product. The server's lines carry the whole
 * product, a line added from a product card the card's fields only, so readers count on those alone.
 */
export interface CartLine {
  id?: string;
  product: ProductCard;
  quantity: number;
}
export type CartReply = z.input<typeof cartReplySchema>['data'];
export type AddToCartReply = z.input<typeof addToCartReplySchema>['data'];
export type UpdateCartReply = z.input<typeof updateCartReplySchema>['data'];

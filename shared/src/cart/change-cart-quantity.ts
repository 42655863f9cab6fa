import { hasErrorCode, request, sessionCallMessage } from '@shop/shared/api-client';
import type { UpdateCartReply } from '@shop/shared/contracts';
import { findCartLine, setQuantity, toast } from '@shop/shared/stores';
import { runCartChange } from './cart-changes';
import { CART_MESSAGES, STOCK_REFUSALS } from './cart-messages';

/** What `PUT cart/:cartId` answers, and carries in `data` of a 409 STOCK_LIMIT (decision 007). */
export type CartQuantityReply = Partial<UpdateCartReply>;

/** How a quantity change ended: whether the server saved it, and what the line holds now. */
export interface CartQuantityOutcome {
  saved: boolean;
  /** The line's quantity in `$cart` afterwards; undefined when the product has no line. */
  quantity: number | undefined;
}

type QuantityBody = { quantity: number; mode?: 'set' };

const heldNow = (productId: string) => findCartLine(productId)?.quantity;
const outcome = (productId: string, saved: boolean): CartQuantityOutcome => ({ saved, quantity: heldNow(productId) });

function replyData(body: unknown): CartQuantityReply | undefined {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null ? (data as CartQuantityReply) : undefined;
}

// A refusal about stock is a warning; when the server raised the line to the stock, the store follows.
function stockRefusal(productId: string, error: unknown): boolean {
  if (!hasErrorCode(error, ...STOCK_REFUSALS)) return false;
  toast.warning(error.message);
  const data = replyData(error.body);
  if (data?.cartUpdated && typeof data.cart?.quantity === 'number') setQuantity(productId, data.cart.quantity);
  return true;
}

async function putQuantity(productId: string, body: QuantityBody): Promise<CartQuantityOutcome> {
  const line = findCartLine(productId);
  const cartId = line?.id;
  if (!line || !cartId) return outcome(productId, false);
  try {
    const reply = await request('PUT', `cart/${encodeURIComponent(cartId)}`, body);
    // A 200 whose data says it did not succeed is a refusal in the server's words.
    if (reply.data?.success === false) {
      toast.error(reply.data.message ?? reply.message ?? CART_MESSAGES.quantityFailed);
      return outcome(productId, false);
    }
    const expected = body.mode === 'set' ? body.quantity : line.quantity + body.quantity;
    setQuantity(productId, reply.data?.cart?.quantity ?? expected);
    toast.success(CART_MESSAGES.quantityUpdated);
    return outcome(productId, true);
  } catch (error) {
    if (!stockRefusal(productId, error)) toast.error(sessionCallMessage(error, CART_MESSAGES.quantityFailed));
    return outcome(productId, false);
  }
}

/**
 * The product card's − and +: `PUT cart/:cartId {quantity: ±1}`. A decrease at 1 sends nothing.
 * A stock refusal shows as a warning and syncs the line when the server changed it.
 */
export function changeCartQuantity(productId: string, delta: 1 | -1): Promise<CartQuantityOutcome> {
  if (delta === -1 && (heldNow(productId) ?? 0) <= 1) return Promise.resolve(outcome(productId, false));
  return runCartChange(productId, 'quantity', outcome(productId, false), () => putQuantity(productId, { quantity: delta }));
}

/**
 * The detail page's quantity: `PUT cart/:cartId {quantity: target, mode: 'set'}`. The outcome
 * says whether it was saved, so the page can put its shown quantity back when it was not.
 */
export function setCartQuantity(productId: string, target: number): Promise<CartQuantityOutcome> {
  if (!Number.isInteger(target) || target < 1) return Promise.resolve(outcome(productId, false));
  return runCartChange(productId, 'quantity', outcome(productId, false), () => putQuantity(productId, { quantity: target, mode: 'set' }));
}

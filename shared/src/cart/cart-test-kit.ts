import { ApiError } from '@shop/shared/api-client';
import { $cart, $toasts } from '@shop/shared/stores';

export { deferred } from '@shop/shared/testing';

/** The toasts shown, as [kind, message] pairs. */
export const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);

/** Each cart line as [product id, cart id, quantity]. */
export const linesHeld = () => $cart.get().map((line) => [line.product._id, line.id, line.quantity]);

/** A failure as the API client throws it for this status, code, message and optional data. */
export function apiError(status: number, message: string, errorCode = `HTTP_${status}`, data?: unknown) {
  const body = { success: false, errorCode, message, ...(data === undefined ? {} : { data }) };
  return new ApiError({ status, errorCode, message, body });
}

import { useStore } from '@nanostores/react';
import { shopperMessage } from '@shop/shared/api-client';
import { $cartActionsPending, CART_MESSAGES, changeCartQuantity, clearCart, fetchCart, removeProductFromCart } from '@shop/shared/cart';
import type { CartLine } from '@shop/shared/contracts';
import { QUERY_ROOTS, useQuery } from '@shop/shared/query';
import { $cart, $session, findCartLine, replaceCart, toast } from '@shop/shared/stores';
import { useEffect, useState } from 'react';
import { $coupon, applyCoupon, removeCoupon } from '../../app/coupon-state';
import { quoteCoupon } from '../api/quote-coupon';
import { COUPON_MESSAGES } from '../model/coupon-messages';

/** Everything the cart page shows and does; the page component only lays it out. */
export function useCartPage() {
  const lines = useStore($cart);
  const coupon = useStore($coupon);
  const couponUsed = useStore($session).userInfo?.isAlreadyCouponUsed === true;
  const pending = useStore($cartActionsPending);
  const [clearing, setClearing] = useState(false);
  const [applying, setApplying] = useState(false);
  // The cart into the shared store; read again whenever a change (here or in another remote) invalidates it.
  const load = useQuery([QUERY_ROOTS.cart], fetchCart, null);
  // A quote from an earlier visit was for a cart that may have changed since.
  useEffect(() => $coupon.set(null), []);
  // The free lines change with the coupon and Clear Cart after the read; until then they are the read's.
  const [freeOverride, setFreeProducts] = useState<CartLine[] | null>(null);
  const freeProducts = freeOverride ?? load.data?.freeProducts ?? [];

  function dropCouponAfterChange() {
    const restored = removeCoupon();
    if (!restored) return;
    setFreeProducts(restored.freeProducts);
    toast.info(COUPON_MESSAGES.dropped);
  }

  async function stepQuantity(productId: string, step: 1 | -1) {
    const before = findCartLine(productId)?.quantity;
    const outcome = await changeCartQuantity(productId, step);
    if (outcome.saved || outcome.quantity !== before) dropCouponAfterChange();
  }

  async function removeItem(productId: string) {
    const options = { successMessage: CART_MESSAGES.itemRemoved, failureMessage: CART_MESSAGES.itemRemoveFailed };
    if (await removeProductFromCart(productId, options)) dropCouponAfterChange();
  }

  async function clearAll() {
    setClearing(true);
    if (await clearCart()) {
      removeCoupon();
      setFreeProducts([]);
    }
    setClearing(false);
  }

  /** Applies a code the coupon box has checked. */
  async function applyCode(code: string): Promise<boolean> {
    setApplying(true);
    try {
      const quote = await quoteCoupon(code);
      applyCoupon(code, quote, $cart.get(), freeProducts);
      toast.success(COUPON_MESSAGES.applied);
      return true;
    } catch (error) {
      toast.error(shopperMessage(error, COUPON_MESSAGES.failed));
      return false;
    } finally {
      setApplying(false);
    }
  }

  function removeAppliedCoupon() {
    const restored = removeCoupon();
    if (!restored) return;
    replaceCart(restored.cart);
    setFreeProducts(restored.freeProducts);
    toast.success(COUPON_MESSAGES.removed);
  }

  return {
    status: load.status,
    loadError: CART_MESSAGES.fetchFailed,
    retry: load.retry,
    lines,
    freeProducts: coupon ? coupon.freeProducts : freeProducts,
    freeDeliveryAbove: load.data?.freeDeliveryAbove ?? null,
    coupon,
    showCouponBox: !coupon && !couponUsed,
    pendingProductIds: pending,
    clearing,
    applying,
    stepQuantity,
    removeItem,
    clearAll,
    applyCode,
    removeAppliedCoupon,
  } as const;
}

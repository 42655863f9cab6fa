import { useStore } from '@nanostores/react';
import { ApiError } from '@shop/shared/api-client';
import { $cart, $session, emptyCart, removeFromCart, replaceCart, setQuantity, toast } from '@shop/shared/stores';
import { useState } from 'react';
import { refusalMessage } from '../../app/api-failure';
import { changeQuantity } from '../api/change-quantity';
import { clearCart } from '../api/clear-cart';
import { quoteCoupon } from '../api/quote-coupon';
import { removeLine } from '../api/remove-line';
import { createBusyLines } from '../model/busy-lines';
import { CART_MESSAGES as M } from '../model/cart-messages';
import { $coupon, applyCoupon, removeCoupon } from '../model/coupon-state';
import { useCartLoad } from './use-cart-load';

interface StockLimitData {
  cartUpdated?: boolean;
  cart?: { quantity?: number };
}

function stockLimitData(error: ApiError): StockLimitData {
  const data = (error.body as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as StockLimitData) : {};
}

/** Everything the cart page shows and does; the page component only lays it out. */
export function useCartPage() {
  const lines = useStore($cart);
  const coupon = useStore($coupon);
  const couponUsed = useStore($session).userInfo?.isAlreadyCouponUsed === true;
  const [busy] = useState(createBusyLines);
  const busyIds = useStore(busy.$ids);
  const [clearing, setClearing] = useState(false);
  const [applying, setApplying] = useState(false);
  const { status, freeProducts, setFreeProducts, freeDeliveryAbove, load, loadError } = useCartLoad();

  function dropCouponAfterChange() {
    const restored = removeCoupon();
    if (!restored) return;
    setFreeProducts(restored.freeProducts);
    toast.info(M.couponDropped);
  }

  async function stepQuantity(id: string, step: 1 | -1) {
    const line = lines.find((l) => (l.cartId ?? l._id) === id);
    if (!line || (step === -1 && line.quantity <= 1)) return;
    if (!busy.begin(id)) return;
    try {
      const reply = await changeQuantity(id, step);
      if (reply.quantity !== undefined) setQuantity(id, reply.quantity);
      toast.success(reply.message || M.quantityUpdated);
      dropCouponAfterChange();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'STOCK_LIMIT') {
        toast.warning(error.message);
        const data = stockLimitData(error);
        if (data.cartUpdated && typeof data.cart?.quantity === 'number') {
          setQuantity(id, data.cart.quantity);
          dropCouponAfterChange();
        }
      } else {
        toast.error(refusalMessage(error, M.quantityFailed));
      }
    } finally {
      busy.end(id);
    }
  }

  async function removeItem(id: string) {
    if (!busy.begin(id)) return;
    try {
      await removeLine(id);
      removeFromCart(id);
      toast.success(M.itemRemoved);
      dropCouponAfterChange();
    } catch {
      toast.error(M.removeFailed);
    } finally {
      busy.end(id);
    }
  }

  async function clearAll() {
    setClearing(true);
    try {
      await clearCart();
      emptyCart();
      removeCoupon();
      setFreeProducts([]);
      toast.success(M.cleared);
    } catch {
      toast.error(M.clearFailed);
    } finally {
      setClearing(false);
    }
  }

  async function applyCode(input: string): Promise<boolean> {
    const code = input.trim();
    if (code === '') {
      toast.error(M.couponMissing);
      return false;
    }
    setApplying(true);
    try {
      const quote = await quoteCoupon(code);
      applyCoupon(code, quote, $cart.get(), freeProducts);
      toast.success(M.couponApplied);
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, M.couponFailed));
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
    toast.success(M.couponRemoved);
  }

  return {
    status,
    loadError,
    reload: load,
    lines,
    freeProducts: coupon ? coupon.freeProducts : freeProducts,
    freeDeliveryAbove,
    coupon,
    showCouponBox: !coupon && !couponUsed,
    busyIds,
    clearing,
    applying,
    stepQuantity,
    removeItem,
    clearAll,
    applyCode,
    removeAppliedCoupon,
  } as const;
}

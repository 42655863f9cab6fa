import { useStore } from '@nanostores/react';
import { ApiError } from '@shop/shared/api-client';
import type { Address } from '@shop/shared/contracts';
import { navigate } from '@shop/shared/navigation';
import { $cart, replaceCart, toast } from '@shop/shared/stores';
import { useEffect, useState } from 'react';
import { fetchCart } from '../../cart/api/fetch-cart';
import { fetchAddresses } from '../api/fetch-addresses';
import { fetchShipping, type ShippingQuote } from '../api/fetch-shipping';
import { CHECKOUT_MESSAGES } from '../model/checkout-messages';

/** The cart, the saved addresses (first chosen) and the delivery quote for the chosen one. */
export function useCheckoutData() {
  const lines = useStore($cart);
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [addressesStatus, setAddressesStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [shipping, setShipping] = useState<ShippingQuote | null>(null);
  const [shippingLoading, setShippingLoading] = useState(false);

  useEffect(() => {
    let live = true;
    fetchCart()
      .then(({ cart }) => {
        if (!live) return;
        replaceCart(cart);
        if (cart.length === 0) {
          toast.error(CHECKOUT_MESSAGES.cartEmpty);
          navigate('/cart');
        }
      })
      .catch(() => undefined);
    fetchAddresses()
      .then((list) => {
        if (!live) return;
        setAddresses(list);
        setAddressId(list[0]?._id ?? null);
        setAddressesStatus('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        // No reply at all is a fetch failure; a refusal means the list could not be read.
        toast.error(
          error instanceof ApiError && error.status > 0 ? CHECKOUT_MESSAGES.addressesLoadFailed : CHECKOUT_MESSAGES.addressesFetchFailed,
        );
        setAddressesStatus('error');
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!addressId) {
      setShipping(null);
      return;
    }
    let live = true;
    setShippingLoading(true);
    fetchShipping(addressId)
      .then((quote) => {
        if (live) setShipping(quote);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setShipping(null);
        toast.error(error instanceof ApiError && error.status > 0 ? CHECKOUT_MESSAGES.shippingFailed : CHECKOUT_MESSAGES.distanceFailed);
      })
      .finally(() => {
        if (live) setShippingLoading(false);
      });
    return () => {
      live = false;
    };
  }, [addressId]);

  return { lines, addresses, addressesStatus, addressId, setAddressId, shipping, shippingLoading } as const;
}

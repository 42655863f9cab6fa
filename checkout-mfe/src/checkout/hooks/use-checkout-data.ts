import { useStore } from '@nanostores/react';
import { ApiError } from '@shop/shared/api-client';
import { fetchCart } from '@shop/shared/cart';
import type { Address } from '@shop/shared/contracts';
import { navigate } from '@shop/shared/navigation';
import { QUERY_ROOTS, useQuery } from '@shop/shared/query';
import { $cart, toast } from '@shop/shared/stores';
import { useEffect, useState } from 'react';
import { fetchAddresses } from '../api/fetch-addresses';
import { fetchShipping, type ShippingQuote } from '../api/fetch-shipping';
import { CHECKOUT_MESSAGES } from '../model/checkout-messages';

const noAddresses: Address[] = [];

// No reply at all is a fetch or distance failure; a refusal means the server could not work it out.
const answered = (error: unknown) => error instanceof ApiError && error.status > 0;

async function readAddresses(): Promise<Address[]> {
  try {
    return await fetchAddresses();
  } catch (error) {
    toast.error(answered(error) ? CHECKOUT_MESSAGES.addressesLoadFailed : CHECKOUT_MESSAGES.addressesFetchFailed);
    throw error;
  }
}

async function readShipping(addressId: string | null): Promise<ShippingQuote | null> {
  if (!addressId) return null;
  try {
    return await fetchShipping(addressId);
  } catch (error) {
    toast.error(answered(error) ? CHECKOUT_MESSAGES.shippingFailed : CHECKOUT_MESSAGES.distanceFailed);
    throw error;
  }
}

/** The cart, the saved addresses (first chosen) and the delivery quote for the chosen one. */
export function useCheckoutData() {
  const lines = useStore($cart);
  const cart = useQuery([QUERY_ROOTS.cart], fetchCart, null);
  const addresses = useQuery([QUERY_ROOTS.addresses], readAddresses, noAddresses);
  const [picked, setAddressId] = useState<string | null>(null);
  const addressId = picked ?? addresses.data[0]?._id ?? null;
  const shipping = useQuery(['shipping', addressId ?? ''], () => readShipping(addressId), null);

  // Nothing to check out: back to the cart, which says why.
  useEffect(() => {
    if (cart.data?.cart.length !== 0) return;
    toast.error(CHECKOUT_MESSAGES.cartEmpty);
    navigate('/cart');
  }, [cart.data]);

  return {
    lines,
    addresses: addresses.data,
    addressesStatus: addresses.status,
    addressId,
    setAddressId,
    // While the next quote is on its way the last one stays, as it was shown; a failed one is none.
    shipping: shipping.status === 'failed' ? null : shipping.data,
    shippingLoading: shipping.loading && addressId !== null,
  } as const;
}

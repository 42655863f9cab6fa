import { useStore } from '@nanostores/react';
import { createMutatorStore, keysUnder } from '@shop/shared/query';
import { useState } from 'react';
import type { CreateOrderBody } from '../api/create-order';
import { PLACED_ORDER_CHANGES, type PlaceOutcome, placeOrder } from '../model/place-order';

/** One page's order placement: busy from the click until the order is placed or given up. */
function createPlacement() {
  return createMutatorStore<CreateOrderBody, PlaceOutcome>(async ({ data, invalidate }) => {
    const outcome = await placeOrder(data);
    if (outcome === 'placed') invalidate(keysUnder(...PLACED_ORDER_CHANGES));
    return outcome;
  });
}

/** Places the order, runs the payment window for online payment, and the free-products question. */
export function usePlaceOrder() {
  const [$placement] = useState(createPlacement);
  const placement = useStore($placement);
  const [pendingFree, setPendingFree] = useState<CreateOrderBody | null>(null);
  // The store refuses a second call while one runs (set in the click, before React renders); a placed
  // order stays busy while the page leaves, so nothing can place it again.
  const processing = placement.loading === true || placement.data === 'placed';

  async function place(body: CreateOrderBody) {
    if ($placement.get().data === 'placed') return;
    if ((await $placement.mutate(body)) === 'free-products-over') setPendingFree(body);
  }

  return {
    processing,
    freeProductsQuestion: pendingFree !== null,
    place,
    cancelFree: () => setPendingFree(null),
    continueFree: () => {
      const body = pendingFree;
      setPendingFree(null);
      // A changed body needs a new key, which every attempt gets anyway.
      if (body) void place({ ...body, freeProductStockIgnore: true });
    },
  } as const;
}

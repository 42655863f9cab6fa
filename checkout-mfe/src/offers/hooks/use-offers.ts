import type { Offer } from '@shop/shared/contracts';
import { useQuery } from '@shop/shared/query';
import { fetchOffers } from '../api/fetch-offers';
import { offersError } from '../model/offers-error';

const none: Offer[] = [];

/** The active offers, read when the page opens and again on Retry. */
export function useOffers() {
  const { data: offers, status, error, retry } = useQuery(['offers'], fetchOffers, none);
  return { offers, status, error: status === 'failed' ? offersError(error) : '', retry } as const;
}

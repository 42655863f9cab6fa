import type { Offer } from '@shop/shared/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchOffers } from '../api/fetch-offers';
import { offersError } from '../model/offers-error';

/** The active offers, read when the page opens. */
export function useOffers() {
  const [offers, setOffers] = useState<Offer[]>([]);
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      setOffers(await fetchOffers());
      setStatus('ready');
    } catch (failure) {
      setError(offersError(failure));
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { offers, status, error, reload: load } as const;
}

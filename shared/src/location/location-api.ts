import { request } from '@shop/shared/api-client';
import type { IndianState } from '@shop/shared/contracts';

export type { IndianState };

/** The country id the state and city pickers use (India). */
export const INDIA_COUNTRY_ID = 101;

// The lists are the same for every shopper and never change during a visit: fetch each once.
let statesOnce: Promise<IndianState[]> | undefined;
const citiesOnce = new Map<string, Promise<string[]>>();

function forgetOnFailure<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

/** India's states by name; fetched once per page view (a failure is retried on the next call). */
export function fetchIndianStates(): Promise<IndianState[]> {
  statesOnce ??= forgetOnFailure(
    request('GET', `location/countries/${INDIA_COUNTRY_ID}/states`).then((body) => body.data),
    () => {
      statesOnce = undefined;
    },
  );
  return statesOnce;
}

/** The cities of one state by name; fetched once per state per page view. */
export function fetchIndianCities(stateCode: string): Promise<string[]> {
  let cities = citiesOnce.get(stateCode);
  if (!cities) {
    cities = forgetOnFailure(
      request('GET', `location/countries/${INDIA_COUNTRY_ID}/states/${encodeURIComponent(stateCode)}/cities`).then((body) => body.data),
      () => citiesOnce.delete(stateCode),
    );
    citiesOnce.set(stateCode, cities);
  }
  return cities;
}

/** Forgets the cached lists (tests). */
export function resetLocationCache(): void {
  statesOnce = undefined;
  citiesOnce.clear();
}

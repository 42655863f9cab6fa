import { useEffect, useState } from 'react';
import { fetchIndianCities, fetchIndianStates, type IndianState } from './location-api';

/** What a state and city picker shows: the lists, and whether each is loading or failed. */
export interface StateCityOptions {
  states: IndianState[];
  cities: string[];
  statesLoading: boolean;
  citiesLoading: boolean;
  /** Set when a list could not be loaded; the picker can then fall back to free text. */
  failed: boolean;
}

/** India's states, and the cities of the state whose name is `stateName` ('' for none chosen yet). */
export function useStateCityOptions(stateName: string): StateCityOptions {
  const [states, setStates] = useState<IndianState[]>([]);
  const [statesLoading, setStatesLoading] = useState(true);
  const [cities, setCities] = useState<string[]>([]);
  const [citiesLoading, setCitiesLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchIndianStates()
      .then((list) => live && setStates(list))
      .catch(() => live && setFailed(true))
      .finally(() => live && setStatesLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const stateCode = states.find((state) => state.name === stateName)?.isoCode;
  useEffect(() => {
    setCities([]);
    if (!stateCode) return;
    let live = true;
    setCitiesLoading(true);
    fetchIndianCities(stateCode)
      .then((list) => live && setCities(list))
      .catch(() => live && setFailed(true))
      .finally(() => live && setCitiesLoading(false));
    return () => {
      live = false;
    };
  }, [stateCode]);

  return { states, cities, statesLoading, citiesLoading, failed };
}

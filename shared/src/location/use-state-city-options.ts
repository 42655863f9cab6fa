import { useQuery } from '@shop/shared/query';
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

const noStates: IndianState[] = [];
const noCities: string[] = [];

/** India's states, and the cities of the state whose name is `stateName` ('' for none chosen yet). */
export function useStateCityOptions(stateName: string): StateCityOptions {
  const states = useQuery(['indian-states'], fetchIndianStates, noStates);
  const stateCode = states.data.find((state) => state.name === stateName)?.isoCode;
  const cities = useQuery(
    ['indian-cities', stateCode ?? ''],
    () => (stateCode ? fetchIndianCities(stateCode) : Promise.resolve(noCities)),
    noCities,
  );
  return {
    states: states.data,
    // The cities of another state are no help while this one's are on their way.
    cities: cities.status === 'ready' ? cities.data : noCities,
    statesLoading: states.status === 'loading',
    citiesLoading: cities.status === 'loading' && stateCode !== undefined,
    failed: states.status === 'failed' || cities.status === 'failed',
  };
}

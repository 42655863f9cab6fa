import type { Coordinates } from './shipping-quote';

const INDIA_ISO = 'IN';

/** The warehouse the shop ships from. */
export const WAREHOUSE = { city: 'Ahmedabad', state: 'Gujarat' } as const;

let loaded: Promise<typeof import('country-state-city')> | undefined;
const places = () => {
  loaded ??= import('country-state-city');
  return loaded;
};

const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'en-IN', { sensitivity: 'base' }) === 0;

function toCoordinates(place: { latitude?: string | null; longitude?: string | null } | undefined): Coordinates | undefined {
  const latitude = Number(place?.latitude);
  const longitude = Number(place?.longitude);
  if (!place?.latitude || !place.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude, longitude };
}

/** An Indian city's coordinates, the state's centre when the city is unknown; undefined for an unknown state. */
export async function coordinatesOf(stateName: string, cityName: string): Promise<Coordinates | undefined> {
  const { State, City } = await places();
  const state = State.getStatesOfCountry(INDIA_ISO).find((candidate) => sameName(candidate.name, stateName));
  if (!state) return undefined;
  const city = City.getCitiesOfState(INDIA_ISO, state.isoCode).find((candidate) => sameName(candidate.name, cityName));
  return toCoordinates(city) ?? toCoordinates(state);
}

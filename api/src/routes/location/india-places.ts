import type { IndianState } from '@shop/shared/contracts';

/** The country id the shop's pickers use for India; the data package calls India 'IN'. */
export const INDIA_COUNTRY_ID = '101';
const INDIA_ISO = 'IN';

// The package holds every city of the world (several MB), so it is read on first use only.
let loaded: Promise<typeof import('country-state-city')> | undefined;
const places = () => {
  loaded ??= import('country-state-city');
  return loaded;
};

/** India's states and union territories, by name. */
export async function statesOfIndia(): Promise<IndianState[]> {
  const { State } = await places();
  return State.getStatesOfCountry(INDIA_ISO)
    .map(({ isoCode, name }) => ({ isoCode, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
}

/** The cities of one state by name; undefined when the state code is not India's. */
export async function citiesOfIndianState(stateCode: string): Promise<string[] | undefined> {
  const { State, City } = await places();
  if (!State.getStateByCodeAndCountry(stateCode, INDIA_ISO)) return undefined;
  const names = City.getCitiesOfState(INDIA_ISO, stateCode).map((city) => city.name);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en-IN'));
}

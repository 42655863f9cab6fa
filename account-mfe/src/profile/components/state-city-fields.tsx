import { SelectField, TextField } from '@shop/shared/fields';
import type { RegisteredField } from '@shop/shared/forms';
import { useStateCityOptions } from '@shop/shared/location';

/** Props of the state and city pickers of the address form. */
export interface StateCityFieldsProps {
  idPrefix: string;
  /** The chosen state, whose cities the second picker lists. */
  state: string;
  city: string;
  stateField: RegisteredField;
  cityField: RegisteredField;
}

/**
 * India's states and the chosen state's cities as pickers; the city waits for a state.
 * When the lists cannot be loaded, both become text boxes so the address can still be saved.
 */
export function StateCityFields({ idPrefix, state, city, stateField, cityField }: StateCityFieldsProps) {
  const { states, cities, statesLoading, citiesLoading, failed } = useStateCityOptions(state);

  if (failed) {
    return (
      <>
        <TextField
          {...stateField}
          id={`${idPrefix}-state`}
          label="State"
          hint="The list of states could not be loaded; type the state."
          autoComplete="address-level1"
        />
        <TextField {...cityField} id={`${idPrefix}-city`} label="City" autoComplete="address-level2" />
      </>
    );
  }

  // A city outside the loaded list (typed while the lists were down) stays selectable.
  const cityOptions = city && !cities.includes(city) ? [city, ...cities] : cities;
  return (
    <>
      <SelectField
        {...stateField}
        id={`${idPrefix}-state`}
        label="State"
        options={states.map((item) => item.name)}
        placeholder={statesLoading ? 'Loading states…' : 'Select state'}
        disabled={statesLoading}
      />
      <SelectField
        {...cityField}
        id={`${idPrefix}-city`}
        label="City"
        options={cityOptions}
        placeholder={!state ? 'Select a state first' : citiesLoading ? 'Loading cities…' : 'Select city'}
        disabled={!state || citiesLoading}
      />
    </>
  );
}

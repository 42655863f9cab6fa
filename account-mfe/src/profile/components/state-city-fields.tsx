import { useStateCityOptions } from '@shop/shared/location';
import { SelectField, TextField } from '@shop/shared/ui';
import type { FieldErrors } from '@shop/shared/validation';
import type { AddressField } from '../model/address-form';

/** Props of the state and city pickers of the address form. */
export interface StateCityFieldsProps {
  idPrefix: string;
  state: string;
  city: string;
  errors: FieldErrors;
  onChange: (field: 'state' | 'city', value: string) => void;
  fieldRef: (field: AddressField) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

/**
 * India's states and the chosen state's cities as pickers; the city waits for a state.
 * When the lists cannot be loaded, both become text boxes so the address can still be saved.
 */
export function StateCityFields({ idPrefix, state, city, errors, onChange, fieldRef }: StateCityFieldsProps) {
  const { states, cities, statesLoading, citiesLoading, failed } = useStateCityOptions(state);

  if (failed) {
    return (
      <>
        <TextField
          id={`${idPrefix}-state`}
          name="state"
          label="State"
          value={state}
          onChange={(event) => onChange('state', event.target.value)}
          error={errors.state}
          hint="The list of states could not be loaded; type the state."
          autoComplete="address-level1"
          ref={fieldRef('state')}
        />
        <TextField
          id={`${idPrefix}-city`}
          name="city"
          label="City"
          value={city}
          onChange={(event) => onChange('city', event.target.value)}
          error={errors.city}
          autoComplete="address-level2"
          ref={fieldRef('city')}
        />
      </>
    );
  }

  // A saved city outside the loaded list (typed while the lists were down) stays selectable.
  const cityOptions = city && !cities.includes(city) ? [city, ...cities] : cities;
  return (
    <>
      <SelectField
        id={`${idPrefix}-state`}
        name="state"
        label="State"
        value={state}
        options={states.map((item) => item.name)}
        placeholder={statesLoading ? 'Loading states…' : 'Select state'}
        disabled={statesLoading}
        onChange={(event) => onChange('state', event.target.value)}
        error={errors.state}
        ref={fieldRef('state')}
      />
      <SelectField
        id={`${idPrefix}-city`}
        name="city"
        label="City"
        value={city}
        options={cityOptions}
        placeholder={!state ? 'Select a state first' : citiesLoading ? 'Loading cities…' : 'Select city'}
        disabled={!state || citiesLoading}
        onChange={(event) => onChange('city', event.target.value)}
        error={errors.city}
        ref={fieldRef('city')}
      />
    </>
  );
}

import { SelectField, TextField } from '@shop/shared/fields';
import type { RegisteredField } from '@shop/shared/forms';
import { useStateCityOptions } from '@shop/shared/location';

export const DISTRICT_LABEL = 'District / City';

export interface LocationFieldsProps {
  idPrefix: string;
  /** The chosen state, whose districts the second picker lists. */
  state: string;
  stateField: RegisteredField;
  cityField: RegisteredField;
}

/**
 * India's states and the chosen state's districts and cities as pickers. When a list cannot be
 * loaded (or a state has none), the picker becomes a text box so the form can still be sent.
 */
export function LocationFields({ idPrefix, state, stateField, cityField }: LocationFieldsProps) {
  const options = useStateCityOptions(state);
  const stateAsText = options.failed;
  const cityAsText = options.failed || (state !== '' && !options.citiesLoading && options.cities.length === 0);

  return (
    <>
      {stateAsText ? (
        <TextField {...stateField} id={`${idPrefix}-state`} required label="State" autoComplete="address-level1" />
      ) : (
        <SelectField
          {...stateField}
          id={`${idPrefix}-state`}
          required
          label="State"
          placeholder={options.statesLoading ? 'Loading states…' : 'Select a state'}
          disabled={options.statesLoading}
          options={options.states.map((item) => item.name)}
        />
      )}
      {cityAsText ? (
        <TextField {...cityField} id={`${idPrefix}-city`} required label={DISTRICT_LABEL} autoComplete="address-level2" />
      ) : (
        <SelectField
          {...cityField}
          id={`${idPrefix}-city`}
          required
          label={DISTRICT_LABEL}
          placeholder={options.citiesLoading ? 'Loading districts…' : 'Select a district or city'}
          disabled={state === '' || options.citiesLoading}
          hint={state === '' && !cityField.error ? 'Choose a state first' : undefined}
          options={options.cities}
        />
      )}
    </>
  );
}

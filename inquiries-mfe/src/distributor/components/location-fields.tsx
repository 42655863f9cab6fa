import { useStateCityOptions } from '@shop/shared/location';
import { SelectField, TextField } from '@shop/shared/ui';
import type { FieldErrors } from '@shop/shared/validation';

export const DISTRICT_LABEL = 'District / City';

export interface LocationFieldsProps {
  idPrefix: string;
  state: string;
  city: string;
  errors: FieldErrors;
  onChange: (field: 'state' | 'city', value: string) => void;
  fieldRef: (field: 'state' | 'city') => (element: HTMLElement | null) => void;
}

/**
 * India's states and the chosen state's districts and cities as pickers. When a list cannot be
 * loaded (or a state has none), the picker becomes a text box so the form can still be sent.
 */
export function LocationFields({ idPrefix, state, city, errors, onChange, fieldRef }: LocationFieldsProps) {
  const options = useStateCityOptions(state);
  const stateAsText = options.failed;
  const cityAsText = options.failed || (state !== '' && !options.citiesLoading && options.cities.length === 0);
  const common = (field: 'state' | 'city') => ({
    id: `${idPrefix}-${field}`,
    name: field,
    required: true,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      {stateAsText ? (
        <TextField {...common('state')} label="State" value={state} autoComplete="address-level1" ref={fieldRef('state')} />
      ) : (
        <SelectField
          {...common('state')}
          label="State"
          value={state}
          placeholder={options.statesLoading ? 'Loading states…' : 'Select a state'}
          disabled={options.statesLoading}
          options={options.states.map((item) => ({ value: item.name, label: item.name }))}
          ref={fieldRef('state')}
        />
      )}
      {cityAsText ? (
        <TextField {...common('city')} label={DISTRICT_LABEL} value={city} autoComplete="address-level2" ref={fieldRef('city')} />
      ) : (
        <SelectField
          {...common('city')}
          label={DISTRICT_LABEL}
          value={city}
          placeholder={options.citiesLoading ? 'Loading districts…' : 'Select a district or city'}
          disabled={state === '' || options.citiesLoading}
          hint={state === '' && !errors.city ? 'Choose a state first' : undefined}
          options={options.cities.map((name) => ({ value: name, label: name }))}
          ref={fieldRef('city')}
        />
      )}
    </>
  );
}

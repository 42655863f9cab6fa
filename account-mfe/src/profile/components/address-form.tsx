import type { NewAddress } from '@shop/shared/contracts';
import { Button, TextField } from '@shop/shared/ui';
import { useId, useRef } from 'react';
import { useAddressForm } from '../hooks/use-address-form';
import type { AddressField } from '../model/address-form';
import { StateCityFields } from './state-city-fields';

/** Props of the add-address form. */
export interface AddressFormProps {
  /** Stores the address; resolves true once it is saved. */
  onSave: (address: NewAddress) => Promise<boolean>;
  onCancel: () => void;
}

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** Home, society, street, state, city, PIN code and country, checked with the API's own schema. */
export function AddressForm({ onSave, onCancel }: AddressFormProps) {
  const idPrefix = useId();
  const elements = useRef<Partial<Record<AddressField, FieldElement | null>>>({});
  // Focus moves to the first field to fix, so keyboard and screen-reader users land on it.
  const { values, errors, saving, change, submit } = useAddressForm(onSave, (field) => elements.current[field]?.focus());
  const fieldRef = (field: AddressField) => (element: FieldElement | null) => {
    elements.current[field] = element;
  };
  const text = (field: 'houseNumber' | 'societyName' | 'street', label: string, autoComplete: string, placeholder: string) => (
    <TextField
      id={`${idPrefix}-${field}`}
      name={field}
      label={label}
      value={values[field]}
      placeholder={placeholder}
      onChange={(event) => change(field, event.target.value)}
      error={errors[field]}
      autoComplete={autoComplete}
      ref={fieldRef(field)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${idPrefix}-title`}
      className="acc:space-y-5 acc:rounded-2xl acc:border acc:border-slate-200 acc:bg-white acc:p-5 acc:shadow-sm acc:sm:p-6"
    >
      <h3 id={`${idPrefix}-title`} className="acc:text-lg acc:font-semibold acc:text-slate-900">
        Add a new address
      </h3>
      <div className="acc:grid acc:gap-5 acc:sm:grid-cols-2">
        {text('houseNumber', 'Home', 'address-line1', 'House or flat number')}
        {text('societyName', 'Society Name', 'address-line2', 'Society or building')}
        {text('street', 'Street', 'address-line3', 'Street or area')}
        <StateCityFields
          idPrefix={idPrefix}
          state={values.state}
          city={values.city}
          errors={errors}
          onChange={change}
          fieldRef={fieldRef}
        />
        <TextField
          id={`${idPrefix}-pinCode`}
          name="pinCode"
          label="Pin Code"
          value={values.pinCode}
          onChange={(event) => change('pinCode', event.target.value)}
          error={errors.pinCode}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoComplete="postal-code"
          ref={fieldRef('pinCode')}
        />
        <TextField id={`${idPrefix}-country`} name="country" label="Country" value={values.country} readOnly />
      </div>
      <div className="acc:flex acc:flex-wrap acc:justify-end acc:gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" busy={saving}>
          {saving ? 'Saving…' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}

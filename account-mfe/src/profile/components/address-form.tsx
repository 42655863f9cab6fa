import type { NewAddress } from '@shop/shared/contracts';
import { TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { useAddressForm } from '../hooks/use-address-form';
import { StateCityFields } from './state-city-fields';

/** Props of the add-address form. */
export interface AddressFormProps {
  /** Stores the address; resolves true once it is saved. */
  onSave: (address: NewAddress) => Promise<boolean>;
  onCancel: () => void;
}

/** Home, society, street, state, city, PIN code and country, checked with the API's own schema. */
export function AddressForm({ onSave, onCancel }: AddressFormProps) {
  const idPrefix = useId();
  const { field, state, city, country, keepPinDigits, chooseState, saving, submit } = useAddressForm(onSave);
  const text = (name: 'houseNumber' | 'societyName' | 'street', label: string, autoComplete: string, placeholder: string) => (
    <TextField id={`${idPrefix}-${name}`} label={label} placeholder={placeholder} autoComplete={autoComplete} {...field(name)} />
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
        <StateCityFields idPrefix={idPrefix} state={state} city={city} stateField={field('state', chooseState)} cityField={field('city')} />
        <TextField
          id={`${idPrefix}-pinCode`}
          label="Pin Code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          autoComplete="postal-code"
          {...field('pinCode', keepPinDigits)}
        />
        <TextField id={`${idPrefix}-country`} name="country" label="Country" value={country} readOnly />
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

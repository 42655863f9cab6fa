import type { NewAddress } from '@shop/shared/contracts';
import type { FieldErrors } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { type AddressField, addressBody, addressErrors, changeAddress, emptyAddress, firstInvalid } from '../model/address-form';

/**
 * The add-address form: values, errors and the save. `save` resolves true once the address is
 * stored; until then (and after a failure) everything typed stays in the form.
 */
export function useAddressForm(save: (address: NewAddress) => Promise<boolean>, onInvalid: (field: AddressField) => void) {
  const [values, setValues] = useState<NewAddress>(emptyAddress);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  function change(field: AddressField, value: string) {
    setValues((current) => changeAddress(current, field, value));
    // A field's error goes as soon as it is edited; a new state also empties the city.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = addressErrors(values);
    const first = firstInvalid(found);
    if (first) {
      setErrors(found);
      onInvalid(first);
      return;
    }
    setSaving(true);
    try {
      if (await save(addressBody(values))) {
        setValues(emptyAddress());
        setErrors({});
      }
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, saving, change, submit };
}

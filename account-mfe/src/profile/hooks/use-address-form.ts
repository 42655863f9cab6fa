import type { NewAddress } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { addressSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { emptyAddress, pinCodeInput } from '../model/address-form';

/**
 * The add-address form, checked with the API's own schema. `save` resolves true once the address
 * is stored; until then (and after a failure) everything typed stays in the form.
 */
export function useAddressForm(save: (address: NewAddress) => Promise<boolean>) {
  const form = useSchemaForm(addressSchema, emptyAddress());
  const [saving, setSaving] = useState(false);

  async function send(address: NewAddress) {
    if (saving) return;
    setSaving(true);
    try {
      if (await save(address)) form.reset(emptyAddress());
    } finally {
      setSaving(false);
    }
  }

  // The PIN box keeps only digits; a new state empties the city picked for the old one.
  const keepPinDigits = () => {
    const typed = form.getValues('pinCode');
    if (pinCodeInput(typed) !== typed) form.setValue('pinCode', pinCodeInput(typed));
  };
  const chooseState = () => form.setValue('city', '');

  return {
    field: form.field,
    state: form.watch('state'),
    city: form.watch('city'),
    country: form.getValues('country'),
    keepPinDigits,
    chooseState,
    saving,
    submit: form.handleSubmit(send),
  };
}

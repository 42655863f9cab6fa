import { serverFieldErrors } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import type { FieldErrors } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { accepted } from '../../app/inquiry-form/submit-failure';
import { sendWholesaleInquiry } from '../api/send-wholesale-inquiry';
import { addRow, type ProductRow, removeRow, updateRow } from '../model/product-rows';
import {
  checkWholesalerForm,
  emptyWholesalerForm,
  errorKeysInOrder,
  rowErrorKey,
  rowKeyedErrors,
  type WholesalerFormValues,
  type WholesalerTextField,
} from '../model/wholesaler-form';

export const INQUIRY_SENT = "Inquiry submitted successfully! We'll get back to you soon.";
export const INQUIRY_FAILED = 'Failed to submit inquiry. Please try again.';

const without = (errors: FieldErrors, ...keys: string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

/** The wholesaler form's values, rows, errors and sending state; `onInvalid` gets the first error key to fix. */
export function useWholesalerForm(onInvalid: (errorKey: string) => void) {
  const [values, setValues] = useState<WholesalerFormValues>(emptyWholesalerForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const change = (field: WholesalerTextField | 'website', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => without(current, field));
  };
  const setConfirmed = (confirmed: boolean) => {
    setValues((current) => ({ ...current, confirmed }));
    setErrors((current) => without(current, 'confirmed'));
  };
  const changeRow = (key: string, field: 'productId' | 'quantity', value: string) => {
    setValues((current) => ({ ...current, rows: updateRow(current.rows, key, { [field]: value }) }));
    setErrors((current) => without(current, rowErrorKey(key, field), 'products'));
  };
  const addProductRow = () => setValues((current) => ({ ...current, rows: addRow(current.rows) }));
  const removeProductRow = (row: ProductRow) => {
    setValues((current) => ({ ...current, rows: removeRow(current.rows, row.key) }));
    setErrors((current) => without(current, rowErrorKey(row.key, 'productId'), rowErrorKey(row.key, 'quantity')));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const check = checkWholesalerForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(check.errors[check.first] ?? INQUIRY_FAILED);
      onInvalid(check.first);
      return;
    }
    setSending(true);
    try {
      const reply = await sendWholesaleInquiry(check.inquiry);
      if (!accepted(reply)) throw new Error('The inquiry was not accepted');
      toast.success(INQUIRY_SENT);
      setValues(emptyWholesalerForm());
      setErrors({});
    } catch (error) {
      // What was typed stays; rows the server refused (say, a product no longer sold) are marked.
      const refused = rowKeyedErrors(serverFieldErrors(error), values.rows);
      setErrors(refused);
      toast.error(INQUIRY_FAILED);
      const first = errorKeysInOrder(values.rows).find((key) => refused[key]);
      if (first) onInvalid(first);
    } finally {
      setSending(false);
    }
  }

  return { values, errors, sending, change, setConfirmed, changeRow, addProductRow, removeProductRow, submit };
}

import { errorAt, serverFieldErrors, useFieldArray, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { type WholesalerValues, wholesalerSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { accepted } from '../../app/inquiry-form/submit-failure';
import { sendWholesaleInquiry } from '../api/send-wholesale-inquiry';
import { canRemoveRow, newRow } from '../model/product-rows';
import { emptyWholesalerForm, type WholesalerFormValues, wholesalerFieldsInOrder } from '../model/wholesaler-form';

export const INQUIRY_SENT = "Inquiry submitted successfully! We'll get back to you soon.";
export const INQUIRY_FAILED = 'Failed to submit inquiry. Please try again.';

/** The wholesaler form, checked with the API's own schema: its fields, product rows and sending state. */
export function useWholesalerForm() {
  const form = useSchemaForm<typeof wholesalerSchema, WholesalerFormValues>(wholesalerSchema, emptyWholesalerForm());
  // The rows' own keys (not the array's generated ids) name their fields, so the server and the browser agree.
  const rows = useFieldArray({ control: form.control, name: 'products' });
  const products = form.watch('products');
  const [sending, setSending] = useState(false);

  async function send(values: WholesalerValues) {
    if (sending) return;
    setSending(true);
    const fields = wholesalerFieldsInOrder(form.getValues('products').length);
    try {
      // The trap field travels as typed; the server drops a post that filled it.
      const reply = await sendWholesaleInquiry({ ...values, confirmed: true, website: form.getValues('website') });
      if (!accepted(reply)) throw new Error('The inquiry was not accepted');
      toast.success(INQUIRY_SENT);
      form.reset(emptyWholesalerForm());
    } catch (error) {
      // What was typed stays; rows the server refused (say, a product no longer sold) are marked.
      const refused = serverFieldErrors(error);
      toast.error(INQUIRY_FAILED);
      const first = fields.find((path) => refused[path]);
      for (const path of fields)
        if (refused[path])
          form.setError(path as Parameters<typeof form.setError>[0], { message: refused[path] }, { shouldFocus: path === first });
    } finally {
      setSending(false);
    }
  }

  // The toast repeats the message of the first field to fix, the one that gets the focus.
  const submit = form.handleSubmit(send, (errors) => {
    const messages = wholesalerFieldsInOrder(form.getValues('products').length).map((path) => errorAt(errors, path));
    toast.error(messages.find((message) => message !== undefined) ?? INQUIRY_FAILED);
  });

  return {
    field: form.field,
    choice: form.choice,
    rows: rows.fields,
    products,
    productsError: errorAt(form.formState.errors, 'products.root') ?? errorAt(form.formState.errors, 'products'),
    addRow: () => rows.append(newRow(), { shouldFocus: false }),
    removeRow: (index: number) => {
      if (canRemoveRow(form.getValues('products'))) rows.remove(index);
    },
    sending,
    submit,
  };
}

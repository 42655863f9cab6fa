import { Button, Checkbox, SelectField, TextArea, TextField, type TextFieldProps } from '@shop/shared/ui';
import { useId, useRef } from 'react';
import { HoneypotField } from '../../app/inquiry-form/honeypot-field';
import { useWholesalerForm } from '../hooks/use-wholesaler-form';
import type { WholesalerTextField } from '../model/wholesaler-form';
import type { ProductOptions } from '../model/wholesaler-loader';
import { ProductRowsField } from './product-rows-field';

type TextSettings = Pick<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'required'> & { multiline?: boolean };

const textFields: Record<WholesalerTextField, TextSettings> = {
  companyName: { label: 'Company Name', autoComplete: 'organization', required: true },
  contactPerson: { label: 'Contact Person', autoComplete: 'name', required: true },
  email: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email', required: true },
  phone: { label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true },
  address: { label: 'Address', autoComplete: 'street-address' },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
  postalCode: { label: 'Postal Code', inputMode: 'numeric', autoComplete: 'postal-code' },
  deliveryTimeline: { label: 'Delivery Timeline' },
  notes: { label: 'Notes', multiline: true },
};

const ORDER_TYPES = [{ value: 'Bulk', label: 'Bulk' }] as const;

/** The wholesale product inquiry form, checked with the API's own schema; `options` are the products its page loaded. */
export function WholesalerForm({ options }: { options: ProductOptions }) {
  const idPrefix = useId();
  const controls = useRef<Record<string, HTMLElement | null>>({});
  // Focus moves to the first field to fix, so keyboard and screen-reader users land on it.
  const form = useWholesalerForm((key) => controls.current[key]?.focus());
  const { values, errors } = form;
  const keep = (key: string) => (element: HTMLElement | null) => {
    controls.current[key] = element;
  };

  const text = (field: WholesalerTextField) => {
    const { multiline, label, required, ...input } = textFields[field];
    const props = {
      id: `${idPrefix}-${field}`,
      name: field,
      label,
      required,
      value: values[field],
      error: errors[field],
      ref: keep(field),
    };
    return multiline ? (
      <TextArea {...props} autoComplete={input.autoComplete} onChange={(event) => form.change(field, event.target.value)} />
    ) : (
      <TextField {...props} {...input} onChange={(event) => form.change(field, event.target.value)} />
    );
  };

  return (
    <form noValidate onSubmit={form.submit} aria-labelledby={`${idPrefix}-title`} className="inq:space-y-5">
      <h2 id={`${idPrefix}-title`} className="inq:text-xl inq:font-semibold inq:text-slate-900">
        Wholesaler Product Inquiry
      </h2>
      <p className="inq:text-sm inq:text-slate-600">Fields marked * are required.</p>
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-2">
        {text('companyName')}
        {text('contactPerson')}
        {text('email')}
        {text('phone')}
      </div>
      {text('address')}
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-3">
        {text('city')}
        {text('state')}
        {text('postalCode')}
      </div>
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-orderType`}
          name="orderType"
          label="Order Type"
          required
          value={values.orderType}
          options={ORDER_TYPES}
          error={errors.orderType}
          onChange={() => {}}
          ref={keep('orderType')}
        />
        {text('deliveryTimeline')}
      </div>
      <ProductRowsField
        idPrefix={idPrefix}
        rows={values.rows}
        options={options}
        errors={errors}
        onChange={form.changeRow}
        onAdd={form.addProductRow}
        onRemove={form.removeProductRow}
        controlRef={keep}
      />
      {text('notes')}
      <Checkbox
        id={`${idPrefix}-confirmed`}
        name="confirmed"
        checked={values.confirmed}
        onChange={form.setConfirmed}
        inputRef={keep('confirmed')}
        error={errors.confirmed}
        required
        label="I confirm that the details above are correct and that this is a bulk order inquiry."
      />
      <HoneypotField id={`${idPrefix}-website`} value={values.website} onChange={(event) => form.change('website', event.target.value)} />
      <Button type="submit" busy={form.sending} className="inq:w-full inq:sm:w-auto">
        {form.sending ? 'Submitting…' : 'Submit Inquiry'}
      </Button>
    </form>
  );
}

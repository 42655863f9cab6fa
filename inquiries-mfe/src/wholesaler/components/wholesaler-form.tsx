import { Checkbox, SelectField } from '@shop/shared/fields';
import { useId } from 'react';
import { HoneypotField } from '../../app/inquiry-form/honeypot-field';
import { InquiryForm, InquiryTextField, type InquiryTextSettings } from '../../app/inquiry-form/inquiry-form';
import { useWholesalerForm } from '../hooks/use-wholesaler-form';
import type { WholesalerTextField } from '../model/wholesaler-form';
import type { ProductOptions } from '../model/wholesaler-loader';
import { ProductRowsField } from './product-rows-field';

const textFields: Record<WholesalerTextField, InquiryTextSettings> = {
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
  const form = useWholesalerForm();
  const { field } = form;
  const text = (name: WholesalerTextField) => (
    <InquiryTextField id={`${idPrefix}-${name}`} settings={textFields[name]} field={field(name)} />
  );

  return (
    <InquiryForm idPrefix={idPrefix} title="Wholesaler Product Inquiry" sending={form.sending} onSubmit={form.submit}>
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
        <SelectField id={`${idPrefix}-orderType`} label="Order Type" required options={ORDER_TYPES} {...field('orderType')} />
        {text('deliveryTimeline')}
      </div>
      <ProductRowsField
        idPrefix={idPrefix}
        rows={form.rows}
        values={form.products}
        options={options}
        field={field}
        listError={form.productsError}
        onAdd={form.addRow}
        onRemove={form.removeRow}
      />
      {text('notes')}
      <Checkbox
        id={`${idPrefix}-confirmed`}
        {...form.choice('confirmed')}
        required
        label="I confirm that the details above are correct and that this is a bulk order inquiry."
      />
      <HoneypotField id={`${idPrefix}-website`} {...field('website')} />
    </InquiryForm>
  );
}

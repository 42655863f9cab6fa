import { useId } from 'react';
import { HoneypotField } from '../../app/inquiry-form/honeypot-field';
import { InquiryForm, InquiryTextField, type InquiryTextSettings } from '../../app/inquiry-form/inquiry-form';
import { useDistributorForm } from '../hooks/use-distributor-form';
import { LocationFields } from './location-fields';

const textFields: Record<
  'firstName' | 'lastName' | 'mobileNumber' | 'companyName' | 'email' | 'companyAddress' | 'message',
  InquiryTextSettings
> = {
  firstName: { label: 'First Name', autoComplete: 'given-name', required: true },
  lastName: { label: 'Last Name', autoComplete: 'family-name', required: true },
  mobileNumber: { label: 'Mobile Number', type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true },
  companyName: { label: 'Company Name', autoComplete: 'organization' },
  email: { label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  companyAddress: { label: 'Company Address', autoComplete: 'street-address', multiline: true },
  message: { label: 'Message', multiline: true },
};

/** The dealership inquiry form, checked with the API's own schema. */
export function DistributorForm() {
  const idPrefix = useId();
  const { field, state, chooseState, sending, submit } = useDistributorForm();
  const text = (name: keyof typeof textFields) => (
    <InquiryTextField id={`${idPrefix}-${name}`} settings={textFields[name]} field={field(name)} />
  );

  return (
    <InquiryForm idPrefix={idPrefix} title="Distributor Inquiry Form" sending={sending} onSubmit={submit}>
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-2">
        {text('firstName')}
        {text('lastName')}
        {text('mobileNumber')}
        {text('email')}
      </div>
      {text('companyName')}
      {text('companyAddress')}
      <div className="inq:grid inq:gap-5 inq:sm:grid-cols-2">
        <LocationFields idPrefix={idPrefix} state={state} stateField={field('state', chooseState)} cityField={field('city')} />
      </div>
      {text('message')}
      <HoneypotField id={`${idPrefix}-website`} {...field('website')} />
    </InquiryForm>
  );
}

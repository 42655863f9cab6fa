import { Button, TextArea, TextField, type TextFieldProps } from '@shop/shared/ui';
import { useId } from 'react';
import { HoneypotField } from '../../app/inquiry-form/honeypot-field';
import { useDistributorForm } from '../hooks/use-distributor-form';
import { LocationFields } from './location-fields';

type TextSettings = Pick<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'required'> & { multiline?: boolean };

const textFields: Record<'firstName' | 'lastName' | 'mobileNumber' | 'companyName' | 'email' | 'companyAddress' | 'message', TextSettings> =
  {
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

  const text = (name: keyof typeof textFields) => {
    const { multiline, label, required, ...input } = textFields[name];
    const props = { id: `${idPrefix}-${name}`, label, required, ...field(name) };
    return multiline ? <TextArea {...props} autoComplete={input.autoComplete} /> : <TextField {...props} {...input} />;
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-title`} className="inq:space-y-5">
      <h2 id={`${idPrefix}-title`} className="inq:text-xl inq:font-semibold inq:text-slate-900">
        Distributor Inquiry Form
      </h2>
      <p className="inq:text-sm inq:text-slate-600">Fields marked * are required.</p>
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
      <Button type="submit" busy={sending} className="inq:w-full inq:sm:w-auto">
        {sending ? 'Submitting…' : 'Submit Inquiry'}
      </Button>
    </form>
  );
}

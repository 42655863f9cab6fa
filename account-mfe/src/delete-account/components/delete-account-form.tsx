import { Button } from '@shop/shared/ui';
import { deleteAccountSchema, fieldErrors } from '@shop/shared/validation';
import { type FormEvent, useId, useRef } from 'react';
import { submitClass } from '../../app/form/link-styles';
import { PasswordField } from '../../app/form/password-field';
import { TextField } from '../../app/form/text-field';
import type { DeleteAccountForm as Values } from '../model/delete-account-flow';

/** Props of the delete-account form. */
export interface DeleteAccountFormProps {
  values: Values;
  errors: Record<string, string>;
  onChange: (field: keyof Values, value: string) => void;
  onReview: () => void;
}

/** E-mail, password and its confirmation; Continue leads to the confirmation screen. */
export function DeleteAccountForm({ values, errors, onChange, onReview }: DeleteAccountFormProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A check that finds a problem puts focus on the first field to fix.
    const found = fieldErrors(deleteAccountSchema, values);
    const first = found.email ? emailRef : found.password ? passwordRef : found.confirmPassword ? confirmRef : null;
    first?.current?.focus();
    onReview();
  }

  return (
    <form noValidate onSubmit={submit} className="acc:space-y-5">
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={errors.email}
        inputRef={emailRef}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Password"
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        inputRef={passwordRef}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label="Confirm password"
        autoComplete="current-password"
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        error={errors.confirmPassword}
        inputRef={confirmRef}
      />
      <Button type="submit" variant="danger" className={submitClass}>
        Continue
      </Button>
    </form>
  );
}

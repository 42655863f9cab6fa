import { PasswordField, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { type FormEvent, useId } from 'react';
import { submitClass } from '../../app/form/link-styles';
import type { useDeleteAccount } from '../hooks/use-delete-account';

/** Props of the delete-account form. */
export interface DeleteAccountFormProps {
  field: ReturnType<typeof useDeleteAccount>['field'];
  onReview: (event: FormEvent<HTMLFormElement>) => void;
}

/** E-mail, password and its confirmation; Continue leads to the confirmation screen. */
export function DeleteAccountForm({ field, onReview }: DeleteAccountFormProps) {
  const id = useId();
  return (
    <form noValidate onSubmit={onReview} className="acc:space-y-5">
      <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
      <PasswordField id={`${id}-password`} label="Password" autoComplete="current-password" {...field('password')} />
      <PasswordField id={`${id}-confirm`} label="Confirm password" autoComplete="current-password" {...field('confirmPassword')} />
      <Button type="submit" variant="danger" className={submitClass}>
        Continue
      </Button>
    </form>
  );
}

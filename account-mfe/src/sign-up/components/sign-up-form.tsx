import { Checkbox, PasswordField, RadioGroup, TextField } from '@shop/shared/fields';
import { Link } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { submitClass, textLinkClass } from '../../app/form/link-styles';
import { useSignUp } from '../hooks/use-sign-up';
import { ACCOUNT_TYPE_OPTIONS } from '../model/sign-up-form';

/** Full name, e-mail, phone, account type, password twice and the terms. */
export function SignUpForm() {
  const id = useId();
  const { field, choice, sending, submit } = useSignUp();
  return (
    <form noValidate onSubmit={submit} className="acc:space-y-5">
      <TextField id={`${id}-name`} label="Full name" autoComplete="name" {...field('fullName')} />
      <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField id={`${id}-phone`} label="Phone number" type="tel" inputMode="numeric" autoComplete="tel" {...field('phoneNumber')} />
      <RadioGroup id={`${id}-type`} legend="Account type" options={ACCOUNT_TYPE_OPTIONS} {...choice('accountType')} />
      <PasswordField id={`${id}-password`} label="Password" autoComplete="new-password" {...field('password')} />
      {/* A mismatch is told as a toast, not here. */}
      <PasswordField
        id={`${id}-confirm`}
        label="Confirm password"
        autoComplete="new-password"
        {...field('confirmPassword')}
        error={undefined}
      />
      <Checkbox
        id={`${id}-terms`}
        {...choice('checked')}
        label={
          <>
            I agree to the {/* A new tab, so what was typed here is not lost. */}
            <Link to="/termscondition" target="_blank" rel="noopener" className={textLinkClass}>
              Terms &amp; Conditions
            </Link>
          </>
        }
      />
      <Button type="submit" busy={sending} className={submitClass}>
        {sending ? 'Signing Up…' : 'Sign Up'}
      </Button>
    </form>
  );
}

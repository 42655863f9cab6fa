import { Link } from '@shop/shared/navigation';
import { Button, Checkbox, RadioGroup } from '@shop/shared/ui';
import { useId } from 'react';
import { submitClass, textLinkClass } from '../../app/form/link-styles';
import { PasswordField } from '../../app/form/password-field';
import { TextField } from '../../app/form/text-field';
import { useSignUp } from '../hooks/use-sign-up';
import { ACCOUNT_TYPE_OPTIONS, type SignUpFormValues } from '../model/sign-up-form';

/** Full name, e-mail, phone, account type, password twice and the terms. */
export function SignUpForm() {
  const id = useId();
  const { values, errors, change, sending, submit, fieldRefs } = useSignUp();
  const ref = (field: keyof SignUpFormValues) => (element: HTMLInputElement | null) => {
    fieldRefs.current[field] = element;
  };
  return (
    <form noValidate onSubmit={submit} className="acc:space-y-5">
      <TextField
        id={`${id}-name`}
        name="fullName"
        label="Full name"
        autoComplete="name"
        value={values.fullName}
        onChange={(value) => change('fullName', value)}
        error={errors.fullName}
        inputRef={ref('fullName')}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(value) => change('email', value)}
        error={errors.email}
        inputRef={ref('email')}
      />
      <TextField
        id={`${id}-phone`}
        name="phoneNumber"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={values.phoneNumber}
        onChange={(value) => change('phoneNumber', value)}
        error={errors.phoneNumber}
        inputRef={ref('phoneNumber')}
      />
      <RadioGroup
        id={`${id}-type`}
        name="accountType"
        legend="Account type"
        options={ACCOUNT_TYPE_OPTIONS}
        value={values.accountType}
        onChange={(value) => change('accountType', value)}
        error={errors.accountType}
        inputRef={ref('accountType')}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label="Password"
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => change('password', value)}
        error={errors.password}
        inputRef={ref('password')}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(value) => change('confirmPassword', value)}
        inputRef={ref('confirmPassword')}
      />
      <Checkbox
        id={`${id}-terms`}
        name="checked"
        checked={values.checked}
        onChange={(checked) => change('checked', checked)}
        inputRef={ref('checked')}
        error={errors.checked}
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

import { PasswordField } from '@shop/shared/fields';
import type { PageProps } from '@shop/shared/page';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { AuthCard } from '../../app/form/auth-card';
import { submitClass } from '../../app/form/link-styles';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { useNewPassword } from '../hooks/use-new-password';

const RULES = 'At least 6 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.';

/** /newpassword: the new password twice, then back to sign in. */
export function NewPasswordPage(_props: PageProps) {
  const id = useId();
  const { field, ticketMissing, phase, submit } = useNewPassword();
  return (
    <AuthCard title="New Password" intro={RULES}>
      {ticketMissing && (
        <MissingStateNotice
          message="Missing required information. Please retry."
          to="/forgotpassword"
          linkLabel="Back to Forgot Password"
        />
      )}
      <form noValidate onSubmit={submit} className="acc:space-y-5">
        <PasswordField id={`${id}-new`} label="New password" autoComplete="new-password" {...field('newPassword')} />
        <PasswordField id={`${id}-confirm`} label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" busy={phase === 'saving'} disabled={phase === 'done'} className={submitClass}>
          {phase === 'done' ? 'Password changed' : 'Change Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

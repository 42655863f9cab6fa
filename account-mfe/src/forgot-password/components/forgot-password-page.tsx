import { TextField } from '@shop/shared/fields';
import type { PageProps } from '@shop/shared/page';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { AuthCard } from '../../app/form/auth-card';
import { FooterLink, SignUpPrompt } from '../../app/form/footer-link';
import { submitClass } from '../../app/form/link-styles';
import { useForgotPassword } from '../hooks/use-forgot-password';

/** /forgotpassword: the address to send a reset code to. */
export function ForgotPasswordPage(_props: PageProps) {
  const id = useId();
  const { field, sending, submit } = useForgotPassword();
  return (
    <AuthCard
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a 6-digit code to reset your password."
      footer={
        <>
          <SignUpPrompt />
          <FooterLink question="Remembered it?" to="/signin">
            Sign In
          </FooterLink>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="acc:space-y-5">
        <TextField id={`${id}-email`} label="Email" type="email" autoComplete="email" {...field('email')} />
        <Button type="submit" busy={sending} className={submitClass}>
          {sending ? 'Sending OTP…' : 'Send OTP'}
        </Button>
      </form>
    </AuthCard>
  );
}

import type { PageProps } from '@shop/shared/page';
import { AuthCard } from '../../app/form/auth-card';
import { FooterLink } from '../../app/form/footer-link';
import { SignUpForm } from './sign-up-form';

/** /signup: a new retail account, verified by a code mailed to its e-mail. */
export function SignUpPage(_props: PageProps) {
  return (
    <AuthCard
      title="Sign Up"
      intro="Create your account to order, save addresses and keep a wish list."
      footer={
        <FooterLink question="Already have an account?" to="/signin">
          Sign In
        </FooterLink>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}

import { Link } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { AuthCard } from '../../app/form/auth-card';
import { textLinkClass } from '../../app/form/link-styles';
import { SignUpForm } from './sign-up-form';

/** /signup: a new retail account, verified by a code mailed to its e-mail. */
export function SignUpPage(_props: PageProps) {
  return (
    <AuthCard
      title="Sign Up"
      intro="Create your account to order, save addresses and keep a wish list."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/signin" className={textLinkClass}>
            Sign In
          </Link>
        </p>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}

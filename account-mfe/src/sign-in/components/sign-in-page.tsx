import type { PageProps } from '@shop/shared/page';
import { AuthCard } from '../../app/form/auth-card';
import { SignUpPrompt } from '../../app/form/footer-link';
import { useSignIn } from '../hooks/use-sign-in';
import { SignInForm } from './sign-in-form';
import { WelcomePanel } from './welcome-panel';

/** /signin: password or one-time-code sign-in, then a greeting and on to where the shopper was going. */
export function SignInPage(_props: PageProps) {
  const signIn = useSignIn();
  const { welcomed, goOn } = signIn;
  if (welcomed)
    return (
      <AuthCard title="Sign In">
        <WelcomePanel user={welcomed.user} onContinue={() => goOn(welcomed)} />
      </AuthCard>
    );
  return (
    <AuthCard title="Sign In" intro="Welcome back! Sign in for your cart, orders and wish list." footer={<SignUpPrompt />}>
      <SignInForm signIn={signIn} />
    </AuthCard>
  );
}

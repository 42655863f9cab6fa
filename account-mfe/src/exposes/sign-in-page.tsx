import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { SignInPage } from '../sign-in/components/sign-in-page';

export default function SignInPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <SignInPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: SignInPageExposed }) satisfies PageModule<undefined>;

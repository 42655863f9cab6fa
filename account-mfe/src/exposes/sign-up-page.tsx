import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { SignUpPage } from '../sign-up/components/sign-up-page';

export default function SignUpPageExposed(props: PageProps) {
  return (
    <AccountBoundary>
      <SignUpPage {...props} />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: SignUpPageExposed }) satisfies PageModule<undefined>;

import { Link } from '@shop/shared/navigation';
import type { ReactNode } from 'react';
import { textLinkClass } from './link-styles';

/** A line under a sign-in card: a question and the page that answers it ('Don't have an account? Sign Up'). */
export function FooterLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <p>
      {question}{' '}
      <Link to={to} className={textLinkClass}>
        {children}
      </Link>
    </p>
  );
}

/** 'Don't have an account? Sign Up', under the sign-in and forgot-password cards. */
export function SignUpPrompt() {
  return (
    <FooterLink question="Don't have an account?" to="/signup">
      Sign Up
    </FooterLink>
  );
}

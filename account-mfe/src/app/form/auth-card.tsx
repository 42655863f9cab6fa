import { PageContainer } from '@shop/shared/ui';
import type { ReactNode } from 'react';

/** Props of the frame every sign-in page sits in. */
export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as 'Don't have an account? Sign Up'. */
  footer?: ReactNode;
}

/** A centred card with the page's heading, a line of explanation, the form and links below. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    // The shop's common frame: no band of its own colour that would end short of the footer.
    <PageContainer className="acc:flex acc:justify-center">
      <section className="acc:w-full acc:max-w-md acc:rounded-2xl acc:border acc:border-slate-200 acc:bg-white acc:p-6 acc:shadow-sm acc:sm:p-8">
        <h1 className="acc:text-2xl acc:font-bold acc:tracking-tight acc:text-slate-900 acc:sm:text-3xl">{title}</h1>
        {intro && <div className="acc:mt-2 acc:text-sm acc:leading-6 acc:text-slate-600">{intro}</div>}
        <div className="acc:mt-6">{children}</div>
        {footer && <div className="acc:mt-6 acc:space-y-2 acc:text-center acc:text-sm acc:text-slate-700">{footer}</div>}
      </section>
    </PageContainer>
  );
}

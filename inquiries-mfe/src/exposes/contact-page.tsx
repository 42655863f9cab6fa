import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import { ContactPage } from '../contact/components/contact-page';
import { contactHead as head } from '../contact/contact-head';

export default function ContactPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <ContactPage {...props} />
    </InquiriesBoundary>
  );
}

export { head };

// What the shell loads from this module, checked against the page contract.
({ default: ContactPageExposed, head }) satisfies PageModule<undefined>;

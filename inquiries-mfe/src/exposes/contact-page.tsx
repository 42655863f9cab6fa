import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import { ContactPage } from '../contact/components/contact-page';

export { contactHead as head } from '../contact/contact-head';

export default function ContactPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <ContactPage {...props} />
    </InquiriesBoundary>
  );
}

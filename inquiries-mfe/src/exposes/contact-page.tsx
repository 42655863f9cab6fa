import '../styles.css';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import type { PageProps } from '../app/page-props';
import { ContactPage } from '../contact/components/contact-page';

export default function ContactPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <ContactPage {...props} />
    </InquiriesBoundary>
  );
}

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { InquiriesPage } from '../inquiries/components/inquiries-page';

export default function InquiriesPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="inquiries:answer">
      <InquiriesPage />
    </StaffGate>
  );
}

({ default: InquiriesPageExposed }) satisfies PageModule<undefined>;

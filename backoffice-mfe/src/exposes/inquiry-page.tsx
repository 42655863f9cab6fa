import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { InquiryPage } from '../inquiries/components/inquiry-page';

export default function InquiryPageExposed({ params }: PageProps) {
  return (
    <StaffGate permission="inquiries:answer">
      <InquiryPage inquiryId={params.inquiryId ?? ''} />
    </StaffGate>
  );
}

({ default: InquiryPageExposed }) satisfies PageModule<undefined>;

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { MailsPage } from '../mails/components/mails-page';

export default function MailsPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="orders:mail">
      <MailsPage />
    </StaffGate>
  );
}

({ default: MailsPageExposed }) satisfies PageModule<undefined>;

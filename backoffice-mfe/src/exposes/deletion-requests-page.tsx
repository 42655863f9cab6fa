import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { DeletionRequestsPage } from '../deletions/components/deletion-requests-page';

export default function DeletionRequestsPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="deletions:process">
      <DeletionRequestsPage />
    </StaffGate>
  );
}

({ default: DeletionRequestsPageExposed }) satisfies PageModule<undefined>;

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { PickListPage } from '../pick-list/components/pick-list-page';

export default function PickListPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="orders:print">
      <PickListPage />
    </StaffGate>
  );
}

({ default: PickListPageExposed }) satisfies PageModule<undefined>;

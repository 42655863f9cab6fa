import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { StaffPage } from '../staff/components/staff-page';

export default function StaffPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="staff:manage">
      <StaffPage />
    </StaffGate>
  );
}

({ default: StaffPageExposed }) satisfies PageModule<undefined>;

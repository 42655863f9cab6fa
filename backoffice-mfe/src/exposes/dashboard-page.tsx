import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { DashboardPage } from '../dashboard/components/dashboard-page';

export default function DashboardPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="dashboard:read">
      <DashboardPage />
    </StaffGate>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: DashboardPageExposed }) satisfies PageModule<undefined>;

import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { ReleasesPage } from '../releases/components/releases-page';

export default function ReleasesPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="releases:write">
      <ReleasesPage />
    </StaffGate>
  );
}

({ default: ReleasesPageExposed }) satisfies PageModule<undefined>;

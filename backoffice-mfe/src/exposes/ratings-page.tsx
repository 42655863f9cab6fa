import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { RatingsPage } from '../ratings/components/ratings-page';

export default function RatingsPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="catalogue:write">
      <RatingsPage />
    </StaffGate>
  );
}

({ default: RatingsPageExposed }) satisfies PageModule<undefined>;

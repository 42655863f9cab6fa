import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { BannersPage } from '../catalogue/components/banners-page';

export default function BannersPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="catalogue:write">
      <BannersPage />
    </StaffGate>
  );
}

({ default: BannersPageExposed }) satisfies PageModule<undefined>;

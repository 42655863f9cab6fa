import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { CouponsPage } from '../catalogue/components/coupons-page';

export default function CouponsPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="catalogue:write">
      <CouponsPage />
    </StaffGate>
  );
}

({ default: CouponsPageExposed }) satisfies PageModule<undefined>;

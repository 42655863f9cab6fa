import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { StockPage } from '../stock/components/stock-page';

export default function StockPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="stock:write">
      <StockPage />
    </StaffGate>
  );
}

({ default: StockPageExposed }) satisfies PageModule<undefined>;

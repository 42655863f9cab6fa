import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { OrdersPage } from '../orders/components/orders-page';

export default function OrdersPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="orders:read">
      <OrdersPage />
    </StaffGate>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: OrdersPageExposed }) satisfies PageModule<undefined>;

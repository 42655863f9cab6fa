import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { OrderPage } from '../order/components/order-page';

export default function OrderPageExposed({ params }: PageProps) {
  return (
    <StaffGate permission="orders:read">
      <OrderPage orderId={params.orderId ?? ''} />
    </StaffGate>
  );
}

({ default: OrderPageExposed }) satisfies PageModule<undefined>;

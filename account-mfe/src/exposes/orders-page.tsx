import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { OrdersPage } from '../orders/components/orders-page';

export default function OrdersPageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <OrdersPage />
    </AccountBoundary>
  );
}

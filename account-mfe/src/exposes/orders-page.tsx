import '../styles.css';
import { AccountBoundary } from '../app/account-boundary';
import type { PageProps } from '../app/page-props';
import { OrdersPage } from '../orders/components/orders-page';

export default function OrdersPageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <OrdersPage />
    </AccountBoundary>
  );
}

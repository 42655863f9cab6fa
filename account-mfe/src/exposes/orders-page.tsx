import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { AccountBoundary } from '../app/account-boundary';
import { OrdersPage } from '../orders/components/orders-page';

export default function OrdersPageExposed(_props: PageProps) {
  return (
    <AccountBoundary>
      <OrdersPage />
    </AccountBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: OrdersPageExposed }) satisfies PageModule<undefined>;

import { Link } from '@shop/shared/navigation';
import { Button, PageContainer, PageSkeleton } from '@shop/shared/ui';
import { ORDERS_LOAD_FAILED, useOrdersPage } from '../hooks/use-orders-page';
import { orderRowView } from '../model/order-row';
import { OrderRow } from './order-row';

const browseProducts =
  'acc:inline-flex acc:items-center acc:justify-center acc:rounded-md acc:bg-brand-600 acc:px-5 acc:py-2.5 acc:text-sm acc:font-semibold acc:text-white acc:hover:bg-brand-700 acc:focus-visible:outline-2 acc:focus-visible:outline-offset-2 acc:focus-visible:outline-brand-600';

/** /orders: the shopper's orders, each unfolding to its details and invoice. */
export function OrdersPage() {
  const { orders, status, retry } = useOrdersPage();

  return (
    <PageContainer>
      <h1 className="acc:mb-6 acc:text-2xl acc:font-bold acc:tracking-tight acc:text-slate-900 acc:sm:text-3xl">My Orders</h1>
      {status === 'loading' && <PageSkeleton label="Loading your orders…" />}
      {status === 'error' && (
        <div
          role="alert"
          className="acc:flex acc:flex-wrap acc:items-center acc:gap-3 acc:rounded-lg acc:bg-red-50 acc:p-4 acc:text-red-800"
        >
          <p>{ORDERS_LOAD_FAILED}</p>
          <Button variant="secondary" onClick={() => void retry()}>
            Try Again
          </Button>
        </div>
      )}
      {status === 'ready' && orders.length === 0 && (
        <div className="acc:flex acc:flex-col acc:items-center acc:gap-4 acc:rounded-2xl acc:border acc:border-dashed acc:border-slate-300 acc:px-6 acc:py-16 acc:text-center">
          <h2 className="acc:text-xl acc:font-semibold acc:text-slate-900">No orders yet</h2>
          <Link to="/shop" className={browseProducts}>
            Browse Products
          </Link>
        </div>
      )}
      {status === 'ready' && orders.length > 0 && (
        <ul className="acc:space-y-4">
          {orders.map((order) => (
            <OrderRow key={order._id} row={orderRowView(order)} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}

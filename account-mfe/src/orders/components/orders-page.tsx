import { Link } from '@shop/shared/navigation';
import { Button, buttonClass, ConfirmDialog, EmptyState, PageContainer, PageSkeleton } from '@shop/shared/ui';
import { useCancelOrder } from '../hooks/use-cancel-order';
import { ORDERS_LOAD_FAILED, useOrdersPage } from '../hooks/use-orders-page';
import { orderRowView } from '../model/order-row';
import { OrderRow } from './order-row';

/** /orders: the shopper's orders, each unfolding to its details and invoice. */
export function OrdersPage() {
  const { orders, status, retry } = useOrdersPage();
  const cancelling = useCancelOrder(retry);
  // Read again after a cancellation or a return request: the list stays, so the order acted on stays unfolded.
  const shown = status === 'ready' || (status === 'loading' && orders.length > 0);

  return (
    <PageContainer>
      <h1 className="acc:mb-6 acc:text-2xl acc:font-bold acc:tracking-tight acc:text-slate-900 acc:sm:text-3xl">My Orders</h1>
      {status === 'loading' && !shown && <PageSkeleton label="Loading your orders…" />}
      {status === 'failed' && (
        <div
          role="alert"
          className="acc:flex acc:flex-wrap acc:items-center acc:gap-3 acc:rounded-lg acc:bg-red-50 acc:p-4 acc:text-red-800"
        >
          <p>{ORDERS_LOAD_FAILED}</p>
          <Button variant="secondary" onClick={() => retry()}>
            Try Again
          </Button>
        </div>
      )}
      {status === 'ready' && orders.length === 0 && (
        <EmptyState
          title="No orders yet"
          action={
            <Link to="/shop" className={buttonClass()}>
              Browse Products
            </Link>
          }
        />
      )}
      {shown && orders.length > 0 && (
        <ul className="acc:space-y-4" aria-busy={status === 'loading' || undefined}>
          {orders.map((order) => (
            <OrderRow
              key={order._id}
              row={orderRowView(order)}
              busy={cancelling.busy === order._id}
              onCancel={cancelling.ask}
              onChanged={retry}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling.asking !== null}
        title="Cancel this order?"
        message="Its items go back on the shelf. If you paid online, the money is refunded to you."
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        onConfirm={() => void cancelling.confirm()}
        onCancel={cancelling.dismiss}
      />
    </PageContainer>
  );
}

import { shopperMessage } from '@shop/shared/api-client';
import type { AdminOrderView } from '@shop/shared/contracts';
import { formatDateTime, formatINR } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { LoadView, Skeleton } from '@shop/shared/ui';
import { readAddressed } from '../../app/addressed-record';
import { ScrollRegion } from '../../app/scroll-region';
import { useCan } from '../../app/staff-context';
import { StatusBadge } from '../../app/status-badge';
import { fetchOrder } from '../api/order-api';
import { NoteForm } from './note-form';
import { OrderDocumentsPanel } from './order-documents-panel';
import { BuyerPanel, PaymentPanel, ShipmentPanel } from './order-facts-panels';
import { OrderHistory } from './order-history';
import { OrderMoves } from './order-moves';
import { Panel } from './order-panel';
import { RefundForm } from './refund-form';
import { ReturnPhotos } from './return-photos';

export const ORDER_FAILED = 'The order could not be loaded. Please try again.';
/** What the API says of an order it does not know, and the page of an address whose id cannot be one. */
export const ORDER_NOT_FOUND = 'Order not found';

function Lines({ order }: { order: AdminOrderView }) {
  return (
    <ScrollRegion label="Order lines">
      <table className="bo:w-full bo:text-left bo:text-sm">
        <thead className="bo:text-xs bo:uppercase bo:text-slate-500">
          <tr>
            <th scope="col" className="bo:py-1 bo:pr-3">
              Product
            </th>
            <th scope="col" className="bo:py-1 bo:pr-3">
              HSN
            </th>
            <th scope="col" className="bo:py-1 bo:pr-3 bo:text-right">
              Qty
            </th>
            <th scope="col" className="bo:py-1 bo:text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="bo:divide-y bo:divide-slate-100">
          {order.lines.map((line) => (
            <tr key={`${line.productName}-${line.selectedWeight}-${line.isFree}`}>
              <td className="bo:py-1 bo:pr-3">
                {line.productName} · {line.selectedWeight}
                {line.isFree ? ' (free)' : ''}
              </td>
              <td className="bo:py-1 bo:pr-3">{line.hsnCode}</td>
              <td className="bo:py-1 bo:pr-3 bo:text-right">{line.quantity}</td>
              <td className="bo:py-1 bo:text-right bo:whitespace-nowrap">{formatINR(line.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bo:mt-3 bo:grid bo:grid-cols-2 bo:gap-x-4 bo:text-sm">
        <dt>Subtotal</dt>
        <dd className="bo:text-right">{formatINR(order.charges.subtotal)}</dd>
        <dt>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
        <dd className="bo:text-right">−{formatINR(order.charges.discount)}</dd>
        <dt>GST</dt>
        <dd className="bo:text-right">{formatINR(order.charges.gst)}</dd>
        <dt>Delivery</dt>
        <dd className="bo:text-right">{formatINR(order.charges.shipping)}</dd>
        <dt>Platform fee</dt>
        <dd className="bo:text-right">{formatINR(order.charges.platformFee)}</dd>
        <dt className="bo:font-semibold">Total</dt>
        <dd className="bo:text-right bo:font-semibold">{formatINR(order.totalAmount)}</dd>
      </dl>
    </ScrollRegion>
  );
}

function OrderDetail({ order, reload }: { order: AdminOrderView; reload: () => void }) {
  const can = useCan();
  return (
    <div className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-3">
        <h1 className="bo:text-2xl bo:font-semibold bo:text-slate-900">Order {order.number}</h1>
        <StatusBadge status={order.status} />
        <p className="bo:text-sm bo:text-slate-600">
          Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
      </div>
      <OrderMoves order={order} onMoved={reload} />
      <div className="bo:grid bo:gap-4 bo:lg:grid-cols-3">
        <div className="bo:space-y-4 bo:lg:col-span-2">
          <Panel title="Lines">
            <Lines order={order} />
          </Panel>
          <Panel title="History">
            <OrderHistory events={order.events} notes={order.notes} />
            {can('orders:note') ? <NoteForm orderId={order.id} onAdded={reload} /> : null}
          </Panel>
          {order.returnPhotos.length > 0 ? (
            <Panel title="Return photos">
              <ReturnPhotos photos={order.returnPhotos} />
            </Panel>
          ) : null}
        </div>
        <div className="bo:space-y-4">
          <BuyerPanel order={order} />
          {order.tracking ? <ShipmentPanel tracking={order.tracking} /> : null}
          {order.payment ? <PaymentPanel order={order} payment={order.payment} /> : null}
          {can('refunds:create') && order.refundable > 0 ? (
            <Panel title="Refunds">
              <RefundForm orderId={order.id} refundable={order.refundable} onRefunded={reload} />
            </Panel>
          ) : null}
          <Panel title="Documents">
            <OrderDocumentsPanel order={order} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** One order for staff: its lines, buyer, payment, history, and every move and refund the role allows. */
export function OrderPage({ orderId }: { orderId: string }) {
  const order = useQuery<AdminOrderView | null>(
    ['backoffice/order', orderId],
    () => readAddressed(orderId, ORDER_NOT_FOUND, fetchOrder),
    null,
  );
  return (
    <div className="bo:space-y-4">
      <Link to="/" className="bo:text-sm bo:text-brand-700 bo:underline">
        ← All orders
      </Link>
      <LoadView
        status={order.status === 'loading' && order.data ? 'ready' : order.status}
        loading={<Skeleton className="bo:h-96 bo:w-full" />}
        failure={shopperMessage(order.error, ORDER_FAILED)}
        onRetry={order.retry}
        isEmpty={!order.data}
        empty={null}
      >
        {order.data ? <OrderDetail order={order.data} reload={order.retry} /> : null}
      </LoadView>
    </div>
  );
}

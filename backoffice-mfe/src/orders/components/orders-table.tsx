import type { AdminOrderRow } from '@shop/shared/contracts';
import { formatDateTime, formatINR } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { ScrollRegion } from '../../app/scroll-region';
import { StatusBadge } from '../../app/status-badge';
import { TableHeaderCell } from '../../app/table-header-cell';

const PAYMENT_WORDS = { cod: 'Cash on delivery', online: 'Online' } as const;

/** On a phone (the warehouse's), one card per order: its number, state, buyer, place and total. */
function OrderCards({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    <ul aria-label="Orders found" className="bo:space-y-2 bo:sm:hidden">
      {orders.map((order) => (
        <li key={order.id} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3">
          <div className="bo:flex bo:items-center bo:justify-between bo:gap-2">
            <Link to={`/orders/${order.id}`} className="bo:font-mono bo:text-lg bo:font-semibold bo:text-brand-700 bo:underline">
              {order.number}
            </Link>
            <StatusBadge status={order.status} />
          </div>
          <p className="bo:mt-1 bo:text-sm">
            {order.buyerName} · {order.city} {order.pinCode}
          </p>
          <p className="bo:text-sm bo:text-slate-600">
            {formatDateTime(order.createdAt)} · {PAYMENT_WORDS[order.paymentType]} · {formatINR(order.totalAmount)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The orders as a dense table, or as cards on a phone. */
export function OrdersTable({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    <>
      <OrderCards orders={orders} />
      <ScrollRegion label="Orders found" className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              <TableHeaderCell>Order</TableHeaderCell>
              <TableHeaderCell>Placed</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Buyer</TableHeaderCell>
              <TableHeaderCell>Phone</TableHeaderCell>
              <TableHeaderCell>Place</TableHeaderCell>
              <TableHeaderCell>Payment</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Items</TableHeaderCell>
              <TableHeaderCell className="bo:text-right">Total</TableHeaderCell>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100">
            {orders.map((order) => (
              <tr key={order.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2 bo:font-mono">
                  <Link to={`/orders/${order.id}`} className="bo:font-semibold bo:text-brand-700 bo:underline">
                    {order.number}
                  </Link>
                </td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                <td className="bo:px-3 bo:py-2">
                  <StatusBadge status={order.status} />
                </td>
                <td className="bo:px-3 bo:py-2">{order.buyerName}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{order.phone}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">
                  {order.city} {order.pinCode}
                </td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{PAYMENT_WORDS[order.paymentType]}</td>
                <td className="bo:px-3 bo:py-2 bo:text-right">{order.items}</td>
                <td className="bo:px-3 bo:py-2 bo:text-right bo:whitespace-nowrap">{formatINR(order.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

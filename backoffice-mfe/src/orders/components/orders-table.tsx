import type { AdminOrderRow } from '@shop/shared/contracts';
import { formatDateTime, formatINR } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { ScrollRegion } from '../../app/scroll-region';
import { StatusBadge } from '../../app/status-badge';

const PAYMENT_WORDS = { cod: 'Cash on delivery', online: 'Online' } as const;

/** The orders as a dense table; on a phone it scrolls sideways inside its own focusable region. */
export function OrdersTable({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    <ScrollRegion label="Orders found" className="bo:overflow-x-auto bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white">
      <table className="bo:w-full bo:text-left bo:text-sm">
        <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
          <tr>
            <th scope="col" className="bo:px-3 bo:py-2">
              Order
            </th>
            <th scope="col" className="bo:px-3 bo:py-2">
              Placed
            </th>
            <th scope="col" className="bo:px-3 bo:py-2">
              Status
            </th>
            <th scope="col" className="bo:px-3 bo:py-2">
              Buyer
            </th>
            <th scope="col" className="bo:px-3 bo:py-2">
              Phone
            </th>
            <th scope="col" className="bo:px-3 bo:py-2">
              Place
            </th>
            <th scope="col" className="bo:px-3 bo:py-2">
              Payment
            </th>
            <th scope="col" className="bo:px-3 bo:py-2 bo:text-right">
              Items
            </th>
            <th scope="col" className="bo:px-3 bo:py-2 bo:text-right">
              Total
            </th>
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
  );
}

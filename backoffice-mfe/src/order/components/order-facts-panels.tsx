import type { AdminOrderView } from '@shop/shared/contracts';
import { formatDateTime, formatINR } from '@shop/shared/format';
import { Panel } from './order-panel';

/** Who bought, how to reach them, and where the parcel goes. */
export function BuyerPanel({ order }: { order: AdminOrderView }) {
  const { address } = order;
  return (
    <Panel title="Buyer">
      <p className="bo:font-semibold">{order.buyerName}</p>
      <p className="bo:text-sm">{order.phone}</p>
      <p className="bo:text-sm bo:break-all">{order.email}</p>
      <address className="bo:mt-2 bo:text-sm bo:not-italic">
        {address.houseNumber}, {address.societyName}
        <br />
        {address.street}
        <br />
        {address.city}, {address.state} {address.pinCode}
      </address>
    </Panel>
  );
}

/** The courier and parcel number of a shipped order, and the courier's tracking page. */
export function ShipmentPanel({ tracking }: { tracking: NonNullable<AdminOrderView['tracking']> }) {
  return (
    <Panel title="Shipment">
      <p className="bo:text-sm">
        {tracking.courier} · {tracking.number}
      </p>
      <a className="bo:text-sm bo:text-brand-700 bo:underline" href={tracking.url} target="_blank" rel="noreferrer">
        Track the parcel
      </a>
    </Panel>
  );
}

/** How the order was paid and when, and every refund made on it. */
export function PaymentPanel({ order, payment }: { order: AdminOrderView; payment: NonNullable<AdminOrderView['payment']> }) {
  return (
    <Panel title="Payment">
      <dl className="bo:grid bo:grid-cols-2 bo:gap-x-3 bo:text-sm">
        <dt>Method</dt>
        <dd>{order.paymentType === 'cod' ? 'Cash on delivery' : payment.provider}</dd>
        <dt>Payment id</dt>
        <dd className="bo:break-all">{payment.paymentId ?? '—'}</dd>
        <dt>Paid</dt>
        <dd>{payment.paidAt ? formatDateTime(payment.paidAt) : 'Not yet'}</dd>
      </dl>
      {order.refunds.length > 0 ? (
        <ul aria-label="Refunds" className="bo:mt-3 bo:space-y-1 bo:text-sm">
          {order.refunds.map((refund) => (
            <li key={`${refund.at}-${refund.amount}`}>
              {formatINR(refund.amount)} · {refund.status} · {refund.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

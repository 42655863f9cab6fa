import type { OrderRowView } from '../model/order-row';

/** Where the order goes and how it was paid. */
export function OrderAddressAndPayment({ row }: { row: OrderRowView }) {
  return (
    <>
      <div>
        <h3 className="acc:font-semibold acc:text-slate-900">Shipping Address</h3>
        <p>{row.address}</p>
      </div>
      <div>
        <h3 className="acc:font-semibold acc:text-slate-900">Payment Details</h3>
        <p>{row.payment}</p>
        {row.paymentId && <p>Payment ID: {row.paymentId}</p>}
      </div>
    </>
  );
}

/** Each charge of the order and its total; nothing for an order without its charges on record. */
export function OrderPriceDetails({ row }: { row: OrderRowView }) {
  if (row.charges.length === 0) return null;
  return (
    <div>
      <h3 className="acc:font-semibold acc:text-slate-900">Price Details</h3>
      <dl className="acc:max-w-sm">
        {row.charges.map((charge) => (
          <div key={charge.label} className="acc:flex acc:justify-between acc:gap-3">
            <dt>{charge.label}</dt>
            <dd>{charge.amount}</dd>
          </div>
        ))}
        <div className="acc:flex acc:justify-between acc:gap-3 acc:font-semibold">
          <dt>Total</dt>
          <dd>{row.total}</dd>
        </div>
      </dl>
      {row.couponApplied && <p className="acc:text-slate-600">Item prices include your coupon discount.</p>}
    </div>
  );
}

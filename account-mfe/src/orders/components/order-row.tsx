import { useId, useState } from 'react';
import type { OrderLineView, OrderRowView } from '../model/order-row';
import { OrderLineItem } from './order-line-item';
import { OrderRowActions } from './order-row-actions';
import { OrderAddressAndPayment, OrderPriceDetails } from './order-row-details';
import { OrderRowToggle } from './order-row-toggle';
import { OrderTimeline } from './order-timeline';
import { RatingDialog } from './rating-dialog';
import { ReturnRequestDialog } from './return-request-dialog';

/** One order: its number, date, state and total, unfolding to everything about it. */
export function OrderRow({
  row,
  busy,
  onCancel,
  onChanged,
}: {
  row: OrderRowView;
  busy: boolean;
  onCancel: (orderId: string) => void;
  /** The order changed here (a return was requested): the list is read again. */
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [returning, setReturning] = useState(false);
  /** The line whose rating dialog is open. */
  const [rating, setRating] = useState<OrderLineView | null>(null);
  /** Stars given here, shown at once, before the list is read again. */
  const [rated, setRated] = useState<Record<string, number>>({});
  const panelId = useId();
  return (
    <li className="acc:rounded-xl acc:border acc:border-slate-200 acc:bg-white" data-testid="order-row">
      <OrderRowToggle row={row} open={open} panelId={panelId} onToggle={() => setOpen((value) => !value)} />
      {open && (
        <div id={panelId} className="acc:space-y-3 acc:border-t acc:border-slate-200 acc:p-4 acc:text-sm">
          {row.refunded && (
            <span className="acc:inline-block acc:rounded-full acc:bg-amber-100 acc:px-3 acc:py-1 acc:font-semibold acc:text-amber-800">
              Refunded
            </span>
          )}
          <p>Placed on {row.longDate}</p>
          <OrderTimeline row={row} />
          <OrderAddressAndPayment row={row} />
          {row.invoiceNumber && <p>Invoice Number: {row.invoiceNumber}</p>}
          <ul className="acc:divide-y acc:divide-slate-100">
            {row.lines.map((line) => {
              const stars = line.myRating ?? rated[line.productId] ?? null;
              const shown = { ...line, myRating: stars, ratable: line.ratable && stars === null };
              return <OrderLineItem key={line.key} line={shown} onRate={() => setRating(line)} />;
            })}
          </ul>
          <OrderPriceDetails row={row} />
          <p className="acc:break-all acc:text-slate-500">Order ID: {row.id}</p>
          <OrderRowActions row={row} busy={busy} onCancel={onCancel} onReturn={() => setReturning(true)} />
        </div>
      )}
      {rating && (
        <RatingDialog
          orderId={row.id}
          productId={rating.productId}
          productName={rating.name}
          onClose={() => setRating(null)}
          onRated={(stars) => {
            setRated((given) => ({ ...given, [rating.productId]: stars }));
            setRating(null);
          }}
        />
      )}
      {returning && (
        <ReturnRequestDialog
          orderId={row.id}
          onClose={() => setReturning(false)}
          onDone={() => {
            setReturning(false);
            onChanged();
          }}
        />
      )}
    </li>
  );
}

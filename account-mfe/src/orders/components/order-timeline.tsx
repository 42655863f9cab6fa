import type { OrderRowView } from '../model/order-row';

/** Where the order has been, with dates, and the parcel's tracking link once it is shipped. */
export function OrderTimeline({ row }: { row: OrderRowView }) {
  return (
    <div>
      <h3 className="acc:font-semibold acc:text-slate-900">Order Status</h3>
      <ol className="acc:mt-1 acc:space-y-1 acc:border-l-2 acc:border-brand-200 acc:pl-3" aria-label="Order timeline">
        {row.timeline.map((step) => (
          <li key={step.key} className="acc:flex acc:flex-wrap acc:gap-x-2">
            <span className="acc:font-medium acc:text-slate-900">{step.status}</span>
            <span className="acc:text-slate-600">{step.at}</span>
          </li>
        ))}
      </ol>
      {row.tracking && (
        <p className="acc:mt-2">
          {row.tracking.courier}, tracking number {row.tracking.number}:{' '}
          <a href={row.tracking.url} target="_blank" rel="noopener noreferrer" className="acc:font-medium acc:text-brand-700 acc:underline">
            Track your parcel
          </a>
        </p>
      )}
    </div>
  );
}

import type { AdminOrderView } from '@shop/shared/contracts';
import { formatDateTime, ORDER_STATUS_WORDS } from '@shop/shared/format';

/** Every move of the order, oldest first: when, who, from what, and why. */
export function OrderHistory({ events }: { events: AdminOrderView['events'] }) {
  return (
    <ol aria-label="Order history" className="bo:space-y-2 bo:text-sm">
      {events.map((event) => (
        <li key={`${event.at}-${event.to}`} className="bo:border-l-2 bo:border-slate-300 bo:pl-3">
          <p className="bo:font-semibold bo:text-slate-900">{ORDER_STATUS_WORDS[event.to]}</p>
          <p className="bo:text-slate-600">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.by}
          </p>
          {event.reason ? <p className="bo:text-slate-700">“{event.reason}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

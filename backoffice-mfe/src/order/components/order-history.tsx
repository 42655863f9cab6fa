import type { AdminOrderView } from '@shop/shared/contracts';
import { formatDateTime, ORDER_STATUS_WORDS } from '@shop/shared/format';

type Entry =
  | { kind: 'move'; at: string; key: string; event: AdminOrderView['events'][number] }
  | { kind: 'note'; at: string; key: string; note: AdminOrderView['notes'][number] };

/** The moves and the notes in one line of time; at the same moment the move comes first. */
function timeline(events: AdminOrderView['events'], notes: AdminOrderView['notes']): Entry[] {
  const entries: Entry[] = [
    ...events.map((event) => ({ kind: 'move' as const, at: event.at, key: `move-${event.at}-${event.to}`, event })),
    ...notes.map((note) => ({ kind: 'note' as const, at: note.at, key: `note-${note.id}`, note })),
  ];
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Every move of the order and every staff note, oldest first: when, who, and what or why. */
export function OrderHistory({ events, notes }: { events: AdminOrderView['events']; notes: AdminOrderView['notes'] }) {
  return (
    <ol aria-label="Order history" className="bo:space-y-2 bo:text-sm">
      {timeline(events, notes).map((entry) =>
        entry.kind === 'move' ? (
          <li key={entry.key} className="bo:border-l-2 bo:border-slate-300 bo:pl-3">
            <p className="bo:font-semibold bo:text-slate-900">{ORDER_STATUS_WORDS[entry.event.to]}</p>
            <p className="bo:text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.event.by}
            </p>
            {entry.event.reason ? <p className="bo:text-slate-700">“{entry.event.reason}”</p> : null}
          </li>
        ) : (
          <li key={entry.key} className="bo:border-l-2 bo:border-amber-400 bo:pl-3">
            <p className="bo:font-semibold bo:text-slate-900">Note</p>
            <p className="bo:text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.note.by}
            </p>
            <p className="bo:whitespace-pre-line bo:break-words bo:text-slate-700">{entry.note.text}</p>
          </li>
        ),
      )}
    </ol>
  );
}

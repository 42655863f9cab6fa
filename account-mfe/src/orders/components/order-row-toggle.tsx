import type { OrderRowView } from '../model/order-row';

/** The order's number, date, state and total, as the button that unfolds its details. */
export function OrderRowToggle({
  row,
  open,
  panelId,
  onToggle,
}: {
  row: OrderRowView;
  open: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className="acc:flex acc:w-full acc:flex-wrap acc:items-center acc:justify-between acc:gap-3 acc:p-4 acc:text-left acc:focus-visible:outline-2 acc:focus-visible:outline-brand-600"
    >
      <span className="acc:font-semibold acc:text-slate-900">Order #{row.shortId}</span>
      <span className="acc:text-slate-600">{row.date}</span>
      <span className="acc:rounded-full acc:bg-slate-100 acc:px-3 acc:py-0.5 acc:text-sm acc:font-medium acc:text-slate-800">
        {row.status}
      </span>
      <span className="acc:font-semibold acc:text-slate-900">{row.total}</span>
    </button>
  );
}

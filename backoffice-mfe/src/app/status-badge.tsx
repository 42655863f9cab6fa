import type { InquiryStatus, OrderStatus } from '@shop/shared/contracts';
import { ORDER_STATUS_WORDS } from '@shop/shared/format';
import { cx } from '@shop/shared/ui';

// Colours by what the state asks of staff: work waiting, done, or stopped.
const TONE: Record<OrderStatus, string> = {
  placed: 'bo:bg-amber-100 bo:text-amber-900',
  pending_payment: 'bo:bg-slate-100 bo:text-slate-800',
  confirmed: 'bo:bg-sky-100 bo:text-sky-900',
  packed: 'bo:bg-indigo-100 bo:text-indigo-900',
  shipped: 'bo:bg-violet-100 bo:text-violet-900',
  delivered: 'bo:bg-emerald-100 bo:text-emerald-900',
  cancelled: 'bo:bg-red-100 bo:text-red-900',
  expired: 'bo:bg-slate-100 bo:text-slate-800',
  returned_to_origin: 'bo:bg-orange-100 bo:text-orange-900',
  return_requested: 'bo:bg-amber-100 bo:text-amber-900',
  returned: 'bo:bg-slate-200 bo:text-slate-900',
};

/** An inquiry's state in words, as its filter and its badge name it. */
export const INQUIRY_STATUS_WORDS: Record<InquiryStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

const INQUIRY_TONE: Record<InquiryStatus, string> = {
  new: 'bo:bg-amber-100 bo:text-amber-900',
  in_progress: 'bo:bg-sky-100 bo:text-sky-900',
  answered: 'bo:bg-emerald-100 bo:text-emerald-900',
  closed: 'bo:bg-slate-200 bo:text-slate-900',
};

/** An order's or an inquiry's state in words, coloured by what it asks of staff. */
export function StatusBadge(props: { status: OrderStatus } | { inquiryStatus: InquiryStatus }) {
  const [tone, words] =
    'status' in props
      ? [TONE[props.status], ORDER_STATUS_WORDS[props.status]]
      : [INQUIRY_TONE[props.inquiryStatus], INQUIRY_STATUS_WORDS[props.inquiryStatus]];
  return (
    <span className={cx('bo:inline-block bo:rounded bo:px-2 bo:py-0.5 bo:text-xs bo:font-semibold bo:whitespace-nowrap', tone)}>
      {words}
    </span>
  );
}

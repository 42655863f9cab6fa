import { TextArea, TextField } from '@shop/shared/fields';
import { formatINR } from '@shop/shared/format';
import { Button } from '@shop/shared/ui';
import { useRefundForm } from '../hooks/use-refund-form';

/** Gives money back on a paid order, up to what is left of what was paid. */
export function RefundForm({ orderId, refundable, onRefunded }: { orderId: string; refundable: number; onRefunded: () => void }) {
  const { field, amount, sending, submit } = useRefundForm(orderId, onRefunded);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="refund-title" className="bo:space-y-3">
      <h3 id="refund-title" className="bo:font-semibold bo:text-slate-900">
        Refund
      </h3>
      <p className="bo:text-sm bo:text-slate-600">Up to {formatINR(refundable)} can still be refunded.</p>
      <TextField
        id="refund-amount"
        label="Amount in rupees"
        hint="Leave blank to refund all that is left."
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        {...amount}
      />
      <TextArea id="refund-reason" label="Reason" required {...field('reason')} />
      <Button type="submit" busy={sending}>
        Refund
      </Button>
    </form>
  );
}

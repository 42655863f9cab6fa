import { SelectField, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useStockMovementForm } from '../hooks/use-stock-movement-form';

const REASONS = [
  { value: 'received', label: 'Received' },
  { value: 'adjustment', label: 'Adjustment (a recount)' },
  { value: 'damaged', label: 'Damaged' },
] as const;

/** Units in (positive) or out (negative), why, and an optional note such as the delivery's invoice. */
export function StockMovementForm({ productId, onMoved }: { productId: string; onMoved: () => void }) {
  const { field, saving, submit } = useStockMovementForm(productId, onMoved);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="move-title" className="bo:space-y-3">
      <h2 id="move-title" className="bo:text-lg bo:font-semibold bo:text-slate-900">
        Change the stock
      </h2>
      <div className="bo:grid bo:gap-3 bo:md:grid-cols-3">
        <TextField
          id="move-change"
          label="Units"
          hint="24 for units in, -3 for units out"
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('change')}
        />
        <SelectField id="move-reason" label="Reason" placeholder="Choose a reason" options={REASONS} required {...field('reason')} />
        <TextField id="move-note" label="Note" hint="Optional, such as the delivery’s invoice" autoComplete="off" {...field('note')} />
      </div>
      <Button type="submit" busy={saving}>
        Save Change
      </Button>
    </form>
  );
}

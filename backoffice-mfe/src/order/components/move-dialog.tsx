import { COURIERS, type OrderStatus } from '@shop/shared/contracts';
import { SelectField, TextArea, TextField } from '@shop/shared/fields';
import { ORDER_STATUS_WORDS } from '@shop/shared/format';
import { Button, Dialog } from '@shop/shared/ui';
import { useMoveForm } from '../hooks/use-move-form';
import { moveLabel, needsReason } from '../move-words';

const COURIER_OPTIONS = COURIERS.map((courier) => ({ value: courier.code, label: courier.name }));

/** Asks what a move needs (why; which courier and parcel) and makes it. */
export function MoveDialog({
  orderId,
  from,
  to,
  onClose,
  onMoved,
}: {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { field, sending, submit } = useMoveForm(orderId, to, onMoved);
  const reasonNeeded = needsReason(from, to);
  return (
    <Dialog title={`${moveLabel(from, to)}?`} onClose={onClose} closeLabel="Close">
      <form noValidate onSubmit={(event) => void submit(event)} className="bo:mt-3 bo:space-y-4">
        <p className="bo:text-sm bo:text-slate-600">
          From “{ORDER_STATUS_WORDS[from]}” to “{ORDER_STATUS_WORDS[to]}”.
        </p>
        {to === 'shipped' ? (
          <>
            <SelectField
              id="move-courier"
              label="Courier"
              placeholder="Choose the courier"
              options={COURIER_OPTIONS}
              required
              {...field('courier')}
            />
            <TextField id="move-tracking" label="Tracking number" autoComplete="off" required {...field('trackingNumber')} />
          </>
        ) : null}
        <TextArea
          id="move-reason"
          label={reasonNeeded ? 'Reason' : 'Note (optional)'}
          hint="Recorded in the order’s history and the audit log. Up to 500 characters."
          required={reasonNeeded}
          {...field('reason')}
        />
        <div className="bo:flex bo:justify-end bo:gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant={to === 'cancelled' ? 'danger' : 'primary'} busy={sending}>
            {moveLabel(from, to)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { Button } from '@shop/shared/ui';
import type { OrderRowView } from '../model/order-row';
import { saveInvoice } from '../model/save-invoice';

/** What the shopper may do with the order now: download its invoice, ask to return it, or cancel it. */
export function OrderRowActions({
  row,
  busy,
  onCancel,
  onReturn,
}: {
  row: OrderRowView;
  busy: boolean;
  onCancel: (orderId: string) => void;
  onReturn: () => void;
}) {
  return (
    <div className="acc:flex acc:flex-wrap acc:gap-3">
      {row.invoiceNumber && (
        <Button variant="secondary" onClick={() => void saveInvoice(row.id)}>
          Download Invoice
        </Button>
      )}
      {row.returnable && (
        <Button variant="secondary" onClick={onReturn}>
          Request Return
        </Button>
      )}
      {row.cancellable && (
        <Button variant="danger" disabled={busy} onClick={() => onCancel(row.id)}>
          {busy ? 'Cancelling…' : 'Cancel Order'}
        </Button>
      )}
    </div>
  );
}

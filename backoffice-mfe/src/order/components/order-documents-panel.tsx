import { shopperMessage } from '@shop/shared/api-client';
import type { AdminOrderView } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { Button, saveFile } from '@shop/shared/ui';
import { useState } from 'react';
import { useCan } from '../../app/staff-context';
import { orderDocuments } from '../api/order-documents';

export const DOCUMENT_FAILED = 'The document could not be downloaded. Please try again.';

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The order's documents the role may download: invoice, credit note, packing slip. */
export function OrderDocumentsPanel({ order }: { order: AdminOrderView }) {
  const can = useCan();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (label: string, read: () => Promise<Blob>, name: string) => {
    setBusy(label);
    try {
      saveFile(await read(), name);
    } catch (error) {
      toast.error(shopperMessage(error, DOCUMENT_FAILED));
    } finally {
      setBusy(null);
    }
  };
  const { invoiceNumber, creditNoteNumber } = order;
  return (
    <div className="bo:flex bo:flex-col bo:items-start bo:gap-2 bo:text-sm">
      {invoiceNumber ? (
        <Button
          variant="secondary"
          busy={busy === 'invoice'}
          onClick={() => void download('invoice', () => orderDocuments.invoice(order.id), fileName(invoiceNumber))}
        >
          Invoice {invoiceNumber}
        </Button>
      ) : (
        <p className="bo:text-slate-600">The invoice is numbered when the order is packed.</p>
      )}
      {creditNoteNumber && can('creditNotes:read') ? (
        <Button
          variant="secondary"
          busy={busy === 'credit-note'}
          onClick={() =>
            void download('credit-note', () => orderDocuments.creditNote(order.id, creditNoteNumber), fileName(creditNoteNumber))
          }
        >
          Credit note {creditNoteNumber}
        </Button>
      ) : null}
      {can('orders:print') ? (
        <Button
          variant="secondary"
          busy={busy === 'packing-slip'}
          onClick={() => void download('packing-slip', () => orderDocuments.packingSlip(order.id), `packing-slip-${order.number}.pdf`)}
        >
          Packing slip
        </Button>
      ) : null}
    </div>
  );
}

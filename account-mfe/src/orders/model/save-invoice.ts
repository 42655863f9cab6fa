import { toast } from '@shop/shared/stores';
import { downloadInvoice } from '../api/download-invoice';

// Both texts are spelled as the specification shows them.
export const INVOICE_STARTED = 'Invoice download strated';
export const INVOICE_FAILED = 'Something went wronge.';

/** Fetches the invoice and hands it to the browser as `<orderId>.pdf`. */
export async function saveInvoice(orderId: string): Promise<void> {
  try {
    const blob = await downloadInvoice(orderId);
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `${orderId}.pdf`;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // The download has its own copy once click() returns; a delay keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast.success(INVOICE_STARTED);
  } catch {
    toast.error(INVOICE_FAILED);
  }
}

import { toast } from '@shop/shared/stores';
import { saveFile } from '@shop/shared/ui';
import { downloadInvoice } from '../api/download-invoice';

// Both texts keep their original spelling ('strated', 'wronge'), which shoppers have seen.
export const INVOICE_STARTED = 'Invoice download strated';
export const INVOICE_FAILED = 'Something went wronge.';

/** Fetches the invoice and hands it to the browser as `<orderId>.pdf`. */
export async function saveInvoice(orderId: string): Promise<void> {
  try {
    saveFile(await downloadInvoice(orderId), `${orderId}.pdf`);
    toast.success(INVOICE_STARTED);
  } catch {
    toast.error(INVOICE_FAILED);
  }
}

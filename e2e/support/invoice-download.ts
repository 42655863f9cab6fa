import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from 'api/pdf-text';
import { expect } from '../fixtures';

/** What Download Invoice on an unfolded /orders row saved: the file's name and the PDF's text, runs of white space as one space. */
export interface DownloadedInvoice {
  filename: string;
  text: string;
}

/** Presses Download Invoice in an unfolded order row and reads the saved PDF as a shopper's reader would. */
export async function downloadInvoice(page: Page, row: Locator): Promise<DownloadedInvoice> {
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download Invoice' }).click();
  const file = await download;
  const path = await file.path();
  expect(path, 'the download was saved').toBeTruthy();
  // Columns come out as separate pieces of text; one space between them keeps 'Total INR 1,234.50' searchable.
  const text = (await pdfText(await readFile(path))).replace(/\s+/g, ' ');
  return { filename: file.suggestedFilename(), text };
}

/** A page amount ('₹1,234.50', '- ₹100.00') as the invoice PDF prints it ('INR 1,234.50', 'INR -100.00'): its fonts have no ₹. */
export function asInvoiceAmount(shown: string): string {
  const negative = shown.trim().startsWith('-') || shown.trim().startsWith('−');
  const digits = shown.replace(/[^\d.,]/g, '');
  return `INR ${negative ? '-' : ''}${digits}`;
}

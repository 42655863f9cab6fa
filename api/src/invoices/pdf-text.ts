import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The API's tests read the invoices it renders with it, and the browser tests the ones a shopper downloads (`api/pdf-text`).

/** The text of every page of a PDF, pages separated by newlines, as a reader would copy it. */
export async function pdfText(pdf: Uint8Array | Buffer): Promise<string> {
  // pdf.js takes ownership of the bytes it is given, so it gets a copy; verbosity 0 keeps its missing-font-data warnings out of test logs.
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** Hands a downloaded file to the browser as a file named `fileName` (an invoice, an export). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy once click() returns; a delay keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

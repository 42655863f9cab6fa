/** Marks the stylesheets the server linked for a section, with the remote they belong to. */
export const SECTION_STYLE_ATTRIBUTE = 'data-remote';

/**
 * The stylesheet's own error handler marks a failed load: a browser keeps a sheet object even for a
 * cross-origin stylesheet that never arrived, and the page's scripts may run after the error fired.
 */
export const FAILED_STYLE_MARK = 'this.dataset.failed=1';

/**
 * Fetches again a section's server-linked stylesheets that failed (its remote was down when the
 * page loaded). The runtime treats a stylesheet already linked in the page as loaded, so without
 * this a section that comes back on Retry would show unstyled.
 */
export function restoreSectionStyles(remote: string, doc: Document = document): void {
  const links = doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${SECTION_STYLE_ATTRIBUTE}="${remote}"]`);
  for (const link of links) {
    if (link.dataset.failed === undefined) continue;
    const again = link.cloneNode() as HTMLLinkElement;
    delete again.dataset.failed;
    const url = new URL(link.href);
    url.searchParams.set('retry', String(Date.now()));
    again.href = url.href;
    link.replaceWith(again);
  }
}

/** Marks the stylesheets the server linked for a section, with the remote they belong to. */
export const SECTION_STYLE_ATTRIBUTE = 'data-remote';

/**
 * Runs in the page as an inline script before the sections' stylesheets (see `inlineCall`): it marks
 * a section stylesheet whose load failed. A browser keeps a sheet object even for a cross-origin
 * stylesheet that never arrived, and the page's scripts may run after the error fired. A listener
 * here, not an `onerror` attribute: the page's policy runs no inline handlers.
 */
export function markFailedStyles(attribute: string): void {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.hasAttribute(attribute)) link.dataset.failed = '1';
    },
    true,
  );
}

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

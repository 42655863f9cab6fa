import type { RouterLocation, ShellRouter } from '../router';

/**
 * The shop's font on a rendered page. Swapping a font in after the page has painted lays every line
 * out again (about 40 ms on `/shop` on a fast machine, four times that on a phone), so a page is
 * painted in one face and keeps it: the fallback, metric-matched to the font, on a browser that
 * has never loaded the font; the font itself, from the browser's cache, once it has.
 *
 * - The server writes `<html data-font-held>`: while it is there, `src/font.css` sets the text in
 *   the fallback alone, so the font file is not fetched with the page's styles and hero picture.
 * - `releaseFontAfterShopPage` runs in the head before any style: a page opened from another of
 *   the shop's pages, whose starter loaded the font, takes the attribute off and paints in the font,
 *   read from the cache. (Reading local storage instead cost 6–25 ms of the first parse.)
 * - The page starter loads the font once the hero has painted.
 * - The first move to another page lets the font in (`letFontInOnNavigation`): that page is drawn
 *   anew anyway.
 */
export const FONT_HELD_ATTRIBUTE = 'data-font-held';

/** What the starter loads once the hero has painted: the face `src/font.css` declares. */
export const FONT_QUERY = '1em "Inter Variable"';

/** Runs in the page's head as an inline script (see `inlineCall`: it uses nothing from outside its body). */
export function releaseFontAfterShopPage(attribute: string): void {
  if (document.referrer.startsWith(`${location.origin}/`)) document.documentElement.removeAttribute(attribute);
}

const pageOf = ({ pathname, search }: RouterLocation) => `${pathname}${search}`;

/** Lets the font in on the first navigation away from the page the browser loaded. */
export function letFontInOnNavigation(router: Pick<ShellRouter, 'state' | 'subscribe'>): void {
  const root = document.documentElement;
  if (!root.hasAttribute(FONT_HELD_ATTRIBUTE)) return;
  const first = pageOf(router.state().location);
  const stop = router.subscribe(() => {
    const { location, navigation } = router.state();
    if (pageOf(location) === first || navigation !== 'idle') return;
    root.removeAttribute(FONT_HELD_ATTRIBUTE);
    stop();
  });
}

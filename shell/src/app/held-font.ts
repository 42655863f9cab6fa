import type { RouterLocation, ShellRouter } from '../router';

/**
 * The shop's font on a rendered page. Swapping a font in after the page has painted lays every line
 * out again (about 40 ms on `/shop` on a fast machine, four times that on a phone), so a page is
 * painted in one face and keeps it: the fallback, metric-matched to the font, on a browser that
 * has never loaded the font; the font itself, from the browser's cache, once it has.
 *
 * - The server writes `<html data-font-held>`: while it is there, `src/font.css` sets the text in
 *   the fallback alone, so the font file is not fetched with the page's styles and hero picture.
 * - `releaseKeptFont` runs in the head before any style: if this browser has loaded the font
 *   before (`FONT_KEPT_KEY` in local storage), it takes the attribute off and the page paints in the
 *   font, read from the cache.
 * - The page starter loads the font once the hero has painted and notes that it is kept.
 * - The first move to another page lets the font in (`letFontInOnNavigation`): that page is drawn
 *   anew anyway.
 */
export const FONT_HELD_ATTRIBUTE = 'data-font-held';

/** The local-storage key noting that this browser has loaded the shop's font. */
export const FONT_KEPT_KEY = 'shop-font-kept';

/** What the head script and the starter are told: the attribute and the storage key. */
export interface HeldFont {
  attribute: string;
  key: string;
}

export const HELD_FONT: HeldFont = { attribute: FONT_HELD_ATTRIBUTE, key: FONT_KEPT_KEY };

/** What the starter loads once the hero has painted: the face `src/font.css` declares. */
export const FONT_QUERY = '1em "Inter Variable"';

/**
 * Runs in the page's head as an inline script (see `inlineCall`: it uses nothing from outside its
 * body). Storage may be refused (a private window, a policy): the page then keeps the fallback.
 */
export function releaseKeptFont(font: HeldFont): void {
  try {
    if (localStorage.getItem(font.key)) document.documentElement.removeAttribute(font.attribute);
  } catch {}
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

import type { Page } from '@playwright/test';

// The phone widths shoppers have: the document must never be wider than the screen. Intended sideways
// scrollers (banners, category chips, a gallery) scroll inside themselves, so they never widen the
// document; anything that does is cut off at the right edge on a phone.

export const PHONE_WIDTHS = [320, 360, 375, 414] as const;

interface Overflow {
  /** How many pixels the document is wider than the screen. */
  pixels: number;
  /** The outermost elements that reach past the screen's right edge without a scroller around them. */
  culprits: string[];
}

/** Measures the page as laid out now; the culprits are only looked for when the document is too wide. */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const pixels = document.documentElement.scrollWidth - width;
    if (pixels <= 0) return { pixels, culprits: [] };
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !scrollsInside(element),
    );
    const outermost = outside.filter((element) => !outside.some((other) => other !== element && other.contains(element)));
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> right=${Math.round(element.getBoundingClientRect().right)}`;
    return { pixels, culprits: outermost.slice(0, 3).map(describe) };
  });
}

/**
 * Lets the page lay itself out again after the window changed size (a resize runs before the next
 * frames). A browser that stops drawing a page (a starved or hidden window) never runs its frames, so
 * a timer ends the wait too: the measure that follows forces the layout either way.
 */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, 500);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/**
 * The page as it is now, laid out at each phone width in turn (as on a phone turned or a browser
 * resized), then at its own size again: one line per width at which the document was too wide.
 */
export async function phoneOverflows(page: Page): Promise<string[]> {
  const own = page.viewportSize();
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: own?.height ?? 740 });
    await nextFrames(page);
    const overflow = await measureOverflow(page);
    if (overflow.pixels > 0) found.push(`${width} px: ${overflow.pixels} px too wide; ${overflow.culprits.join('; ')}`);
  }
  if (own) await page.setViewportSize(own);
  return found;
}

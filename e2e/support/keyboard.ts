import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Presses Tab (Shift+Tab when `back`) until `target` has focus, as a keyboard user moves through the
 * page; fails when it is not reached within `limit` presses (a trap or an element Tab cannot reach).
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/**
 * The focused element shows where it is: it matches :focus-visible and it, or the label around it
 * (a styled radio shows its ring on its card), draws an outline or a ring.
 */
export async function expectFocusVisible(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const drawn = await target.evaluate((element) => {
    if (!element.matches(':focus-visible')) return 'not :focus-visible';
    const marked = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    return marked(element) || marked(element.closest('label')) ? 'visible' : 'no outline or ring';
  });
  expect(drawn, 'the focus indicator').toBe('visible');
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter, memoryHistory, type ShellRoute } from '../router';
import { FONT_HELD_ATTRIBUTE, letFontInOnNavigation, releaseFontAfterShopPage } from './held-font';

const root = document.documentElement;
const held = () => root.hasAttribute(FONT_HELD_ATTRIBUTE);

/** The page this one was opened from. */
function openedFrom(referrer: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  root.removeAttribute(FONT_HELD_ATTRIBUTE);
  Reflect.deleteProperty(document, 'referrer');
});

describe('the font a rendered page holds back', () => {
  it('is let in before any style on a page opened from another of the shop’s pages, which loaded it', () => {
    root.setAttribute(FONT_HELD_ATTRIBUTE, '');
    openedFrom(`${location.origin}/shop`);
    releaseFontAfterShopPage(FONT_HELD_ATTRIBUTE);
    expect(held()).toBe(false);
  });

  it('stays held on a page opened from elsewhere, or typed in', () => {
    root.setAttribute(FONT_HELD_ATTRIBUTE, '');
    for (const referrer of ['', 'https://www.google.com/', `${location.origin}.example.com/`]) {
      openedFrom(referrer);
      releaseFontAfterShopPage(FONT_HELD_ATTRIBUTE);
      expect(held()).toBe(true);
    }
  });

  it('is let in once the shopper has moved to another page, not while the first one revalidates', async () => {
    root.setAttribute(FONT_HELD_ATTRIBUTE, '');
    const page = async () => ({ data: null });
    const routes: ShellRoute[] = [
      { id: 'frame', element: null, children: ['/shop', '/about'].map((path) => ({ id: path, path, loader: page, element: null })) },
    ];
    const router = createRouter({ routes, history: memoryHistory('/shop'), hydration: { '/shop': null }, origin: 'https://shop.example' });
    letFontInOnNavigation(router);
    router.revalidate();
    await vi.waitFor(() => expect(router.state().navigation).toBe('idle'));
    expect(held()).toBe(true);
    router.navigate('/about');
    await vi.waitFor(() => expect(router.state().location.pathname).toBe('/about'));
    expect(held()).toBe(false);
  });
});

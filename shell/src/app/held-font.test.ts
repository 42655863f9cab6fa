import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter, memoryHistory, type ShellRoute } from '../router';
import { FONT_HELD_ATTRIBUTE, FONT_KEPT_KEY, HELD_FONT, letFontInOnNavigation, releaseKeptFont } from './held-font';

const root = document.documentElement;
const held = () => root.hasAttribute(FONT_HELD_ATTRIBUTE);

afterEach(() => {
  root.removeAttribute(FONT_HELD_ATTRIBUTE);
  localStorage.clear();
});

describe('the font a rendered page holds back', () => {
  it('is let in before any style when this browser has loaded it before', () => {
    root.setAttribute(FONT_HELD_ATTRIBUTE, '');
    localStorage.setItem(FONT_KEPT_KEY, '1');
    releaseKeptFont(HELD_FONT);
    expect(held()).toBe(false);
  });

  it('stays held on a browser that never loaded it, or that refuses storage', () => {
    root.setAttribute(FONT_HELD_ATTRIBUTE, '');
    releaseKeptFont(HELD_FONT);
    expect(held()).toBe(true);
    const refused = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage refused');
    });
    expect(() => releaseKeptFont(HELD_FONT)).not.toThrow();
    expect(held()).toBe(true);
    refused.mockRestore();
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

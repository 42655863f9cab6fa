import { describe, expect, it, vi } from 'vitest';
import { hasSessionHint } from './session-hint';

describe('hasSessionHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSessionHint('signedIn=1')).toBe(true);
    expect(hasSessionHint('theme=dark; signedIn=1; lang=en')).toBe(true);
    expect(hasSessionHint('theme=dark;signedIn=1')).toBe(true);
  });

  it('is absent without the exact hint', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('signedIn=0')).toBe(false);
    expect(hasSessionHint('wasSignedIn=1')).toBe(false);
    expect(hasSessionHint('signedIn=10')).toBe(false);
  });

  it("reads the page's cookies by default", () => {
    const cookies = vi.spyOn(document, 'cookie', 'get').mockReturnValue('theme=dark');
    expect(hasSessionHint()).toBe(false);
    cookies.mockReturnValue('theme=dark; signedIn=1');
    expect(hasSessionHint()).toBe(true);
  });
});

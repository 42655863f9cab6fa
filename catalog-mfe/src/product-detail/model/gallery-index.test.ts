import { describe, expect, it } from 'vitest';
import { wrapIndex } from './gallery-index';

describe('wrapIndex', () => {
  it('moves forward and back inside the list', () => {
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 3)).toBe(0);
  });

  it('wraps past the last image to the first and before the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('stays at 0 when there are no images', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

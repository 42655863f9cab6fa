import { describe, expect, it } from 'vitest';
import { countOf } from './count-of';

describe('countOf', () => {
  it('says one item and many items', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(3, 'rating')).toBe('3 ratings');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});

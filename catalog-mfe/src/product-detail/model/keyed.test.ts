import { describe, expect, it } from 'vitest';
import { keyed } from './keyed';

describe('keyed', () => {
  it('keys items by content and numbers repeats', () => {
    expect(keyed(['a', 'b', 'a'], (item) => item).map(({ key }) => key)).toEqual(['a', 'b', 'a#1']);
  });
});

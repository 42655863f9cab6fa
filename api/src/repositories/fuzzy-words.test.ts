import { describe, expect, it } from 'vitest';
import { correctionsOf, editDistance } from './fuzzy-words';

describe('editDistance', () => {
  it.each([
    ['detergent', 'detergent', 0],
    ['detergnt', 'detergent', 1],
    ['lmeon', 'lemon', 1],
    ['flor', 'floor', 1],
    ['kitten', 'sitting', 3],
  ])('%s to %s is %i', (a, b, distance) => {
    expect(editDistance(a, b, 5)).toBe(distance);
  });

  it('stops early once the limit is passed', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

describe('correctionsOf', () => {
  const words = ['detergent', 'dishwash', 'powder', 'lemon', 'floor', 'cleaner', 'gel'];

  it('finds words one typo away, or whose beginning is', () => {
    expect(correctionsOf('detergnt', words)).toEqual(['detergent']);
    expect(correctionsOf('dishwsh', words)).toEqual(['dishwash']);
    expect(correctionsOf('powdr', words)).toEqual(['powder']);
    expect(correctionsOf('clener', words)).toEqual(['cleaner']);
  });

  it('leaves short words and correct words alone', () => {
    expect(correctionsOf('gal', words)).toEqual([]);
    expect(correctionsOf('lemon', words)).toEqual([]);
    expect(correctionsOf('zzzzzz', words)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etag';

describe('matchesEtag', () => {
  it('matches the tag weakly, in a list, or any tag for *', () => {
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc" ', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag, or no header', () => {
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('', 'W/"abc"')).toBe(false);
  });
});

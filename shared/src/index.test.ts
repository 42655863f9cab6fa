import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('@shop/shared root entry', () => {
  it('re-exports every module without clashes', () => {
    for (const name of ['request', 'SORT_CODES', 'emit', 'formatINR', 'cartTotals', '$cart', 'toast', 'signUpSchema']) {
      expect(shared).toHaveProperty(name);
    }
  });
});

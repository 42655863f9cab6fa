import { describe, expect, it } from 'vitest';
import { accepted } from './submit-failure';

describe('accepted', () => {
  it('takes only an explicit success', () => {
    expect(accepted({ success: true })).toBe(true);
    expect(accepted({ success: false })).toBe(false);
    expect(accepted({})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { financialYear } from './financial-year';

describe('financialYear', () => {
  it('keeps 31 March 23:59 IST in the year that is ending', () => {
    expect(financialYear(new Date('2027-03-31T23:59:00+05:30'))).toBe('2627');
  });

  it('starts the new year at 1 April 00:00 IST, while it is still 31 March in UTC', () => {
    const at = new Date('2027-04-01T00:00:00+05:30');
    expect(at.toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(financialYear(at)).toBe('2728');
  });

  it('names April 2026 to March 2027 2627', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2627');
    expect(financialYear(new Date('2026-11-22T08:00:00Z'))).toBe('2627');
    expect(financialYear(new Date('2026-03-31T23:59:59+05:30'))).toBe('2526');
  });

  it('wraps the century: April 2099 to March 2100 is 9900', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('9900');
  });
});

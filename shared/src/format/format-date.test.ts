import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows day, short month and year', () => {
    expect(formatDate('2026-11-22T06:00:00.000Z')).toBe('22 Nov 2026');
  });

  it('uses the India date for a UTC time just before midnight', () => {
    // 19:00 UTC on the 21st is 00:30 IST on the 22nd.
    expect(formatDate('2026-11-21T19:00:00.000Z')).toBe('22 Nov 2026');
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('5 Jan 2026');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('shows the date Intl shows for India, every month and around midnight', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    for (let year = 1999; year <= 2040; year += 3) {
      for (let month = 0; month < 12; month++) {
        for (const [day, hour, minute] of [
          [1, 18, 29],
          [1, 18, 30],
          [28, 0, 0],
          [15, 23, 59],
        ]) {
          const date = new Date(Date.UTC(year, month, day, hour, minute));
          expect(formatDate(date), date.toISOString()).toBe(intl.format(date));
        }
      }
    }
  });
});

describe('formatDateTime', () => {
  it('shows the long date with the India time', () => {
    // 04:00 UTC is 09:30 IST.
    expect(formatDateTime('2026-11-22T04:00:00.000Z')).toBe('22 November 2026 at 9:30 am');
  });

  it('moves a UTC time near midnight onto the India date', () => {
    expect(formatDateTime('2026-11-21T18:45:00.000Z')).toBe('22 November 2026 at 12:15 am');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatDateTime('')).toBe('');
  });
});

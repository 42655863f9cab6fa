// India keeps one offset all year (UTC+05:30, no daylight saving), so its calendar date is read
// from the UTC fields of a shifted time, without Intl: the page that shows a date (a product's
// ratings) need not load the browser's locale data before it answers a tap.
const INDIA_OFFSET_MS = 330 * 60 * 1000;
// The short month names of the en-IN locale.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

let longDateTime: Intl.DateTimeFormat | undefined;

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The India date, e.g. '22 Nov 2026'; '' for an unreadable date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const india = new Date(date.getTime() + INDIA_OFFSET_MS);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** The long India date with time, e.g. '22 November 2026 at 9:30 am'; '' for an unreadable date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (!date) return '';
  // Made on first use: only order pages show a time.
  longDateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return longDateTime.format(date);
}

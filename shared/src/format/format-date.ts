const TIME_ZONE = 'Asia/Kolkata';

const shortDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const longDateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The India date, e.g. '22 Nov 2026'; '' for an unreadable date. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : '';
}

/** The long India date with time, e.g. '22 November 2026 at 9:30 am'; '' for an unreadable date. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  return date ? longDateTime.format(date) : '';
}

// India keeps one offset all year (no daylight saving), so a fixed shift is exact.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (April–March, in Asia/Kolkata) of a moment as four digits: 1 Apr 2026 – 31 Mar 2027 is '2627'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(start)}${twoDigits(start + 1)}`;
}

import { decimalDigits } from './decimal-digits';

/** Indian digit grouping: the last three digits, then pairs (12345678 → '1,23,45,678'). */
function indianGroups(whole: string): string {
  if (whole.length <= 3) return whole;
  const pairs = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${whole.slice(-3)}`;
}

/** Rupees with Indian digit grouping, e.g. 123456.5 → '₹1,23,456.50'; decimal strings are accepted. */
export function formatINR(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  // A missing or malformed amount shows as zero rather than breaking the whole page.
  const { negative, whole, fraction } = decimalDigits(Number.isFinite(value) ? value : 0, 2);
  return `${negative ? '-' : ''}₹${indianGroups(whole)}.${fraction.padEnd(2, '0')}`;
}

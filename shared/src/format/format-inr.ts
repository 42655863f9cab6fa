const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with Indian digit grouping, e.g. 123456.5 → '₹1,23,456.50'; decimal strings are accepted. */
export function formatINR(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  // A missing or malformed amount shows as zero rather than breaking the whole page.
  return inr.format(Number.isFinite(value) ? value : 0);
}

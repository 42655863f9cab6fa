/** An amount in rupees as the API sends it: a number or a decimal string such as '199.50'. */
export type Rupees = number | string;

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Divides integers, rounding a half away from zero, as money is rounded. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/**
 * A decimal as a whole number of 10^-places units, e.g. ('1.005', 2) → 101n.
 * It reads the decimal digits rather than multiplying a float, which would turn 1.005 × 100 into 100.4999….
 */
export function scaleDecimal(value: number | string, places: number): bigint {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  }
  const digits = BigInt(`${whole}${fraction}` || '0');
  const shift = Number(match[4] ?? 0) - fraction.length + places;
  const scaled = shift >= 0 ? digits * 10n ** BigInt(shift) : divideRounded(digits, 10n ** BigInt(-shift));
  return match[1] === '-' ? -scaled : scaled;
}

/** Rupees to whole paise, rounding half a paisa up: 199.5 → 19950, '1.005' → 101. */
export function toPaise(rupees: Rupees): number {
  const paise = Number(scaleDecimal(rupees, 2));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount out of range: ${rupees}`);
  return paise;
}

/** Paise back to rupees for display or for the API: 10746 → 107.46. */
export function fromPaise(paise: number): number {
  return paise / 100;
}

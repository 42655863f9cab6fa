/** A number written out in decimal digits, rounded to a number of decimals. */
export interface DecimalDigits {
  /** True for a negative number, negative zero included: such a number is written with its minus sign. */
  negative: boolean;
  /** The whole part without leading zeros ('0' below one). */
  whole: string;
  /** Up to the asked number of decimals, trailing zeros kept. */
  fraction: string;
}

/**
 * `value` rounded half away from zero to at most `decimals` decimals, as Intl.NumberFormat rounds:
 * from the shortest decimal that reads back as the number, so 1.005 becomes 1.01 (not the 1.00 that
 * `toFixed` gives from its binary value). Prices are written this way rather than through Intl: the
 * first Intl object of a page loads the browser's locale data, tens of milliseconds of main-thread
 * work before the page answers a tap, and the server's Node and the browser may carry different
 * versions of that data.
 */
export function decimalDigits(value: number, decimals: number): DecimalDigits {
  const negative = value < 0 || Object.is(value, -0);
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [wholeDigits = '0', fractionDigits = ''] = mantissa.split('.');
  let digits = wholeDigits + fractionDigits;
  let point = wholeDigits.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point, '0');
  let whole = digits.slice(0, point) || '0';
  let fraction = digits.slice(point);
  if (fraction.length > decimals) {
    const roundsUp = (fraction[decimals] ?? '0') >= '5';
    fraction = fraction.slice(0, decimals);
    if (roundsUp) {
      const next = (BigInt(whole + fraction) + 1n).toString().padStart(whole.length + decimals, '0');
      whole = next.slice(0, next.length - decimals);
      fraction = next.slice(next.length - decimals);
    }
  }
  return { negative, whole: whole.replace(/^0+(?=\d)/, ''), fraction };
}

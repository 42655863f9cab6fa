import type { Product, WeightUnit } from '../contracts';
import { decimalDigits } from './decimal-digits';

// Up to three decimals, without trailing zeros or digit grouping: 2.5, 1, 0.75, 1500.
function amount(value: number): string {
  const { negative, whole, fraction } = decimalDigits(value, 3);
  const decimals = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}

/** One quantity in its unit, in kg or L from a thousand g or ml and back below one: '5 L', '200 g', '6 pieces'. */
function withUnit(value: number, unit: WeightUnit): string {
  if (unit === 'pieces') return `${amount(value)} ${value === 1 ? 'piece' : 'pieces'}`;
  const small = unit === 'g' || unit === 'kg' ? 'g' : 'ml';
  const large = small === 'g' ? 'kg' : 'L';
  const base = unit === small ? value : value * 1000;
  return base >= 1000 ? `${amount(base / 1000)} ${large}` : `${amount(base)} ${small}`;
}

/**
 * The weight a product shows ('Weight : 5 L'): the plain number or the first option, in the
 * product's unit; the bare number for a product that names no unit.
 */
export function displayWeight(weight: Product['weight'] | null | undefined, unit: WeightUnit | null | undefined): string {
  const value = Array.isArray(weight) ? weight[0]?.weight : weight;
  if (value === null || value === undefined) return '';
  return unit ? withUnit(value, unit) : String(value);
}

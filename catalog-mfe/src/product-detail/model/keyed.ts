/**
 * Pairs each item with a React key made from its content; a repeated value gets a counter, so
 * lists from the data (which may repeat a line) still have unique, stable keys.
 */
export function keyed<T>(items: readonly T[], keyOf: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count === 0 ? base : `${base}#${count}`, item };
  });
}

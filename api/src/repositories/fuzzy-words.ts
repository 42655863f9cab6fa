/**
 * Optimal-string-alignment distance (Levenshtein plus swapping two neighbours),
 * stopping early once it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Shorter words have too many one-letter neighbours ('gel', 'gal', 'get') to guess from. */
export const MIN_FUZZY_LENGTH = 4;
const MAX_EXPANSIONS = 20;

/**
 * Words of the catalogue that a typed word probably meant: one typo away from the
 * word itself or from its beginning, so 'detergnt' finds 'detergent' and 'dishwsh'
 * (typed while still going) finds 'dishwash'.
 */
export function correctionsOf(token: string, vocabulary: readonly string[]): string[] {
  if (token.length < MIN_FUZZY_LENGTH) return [];
  const found: string[] = [];
  for (const word of vocabulary) {
    if (word === token || word.includes(token)) continue;
    const lengths = [token.length - 1, token.length, token.length + 1].filter((length) => length <= word.length);
    if (lengths.some((length) => editDistance(token, word.slice(0, length), 1) <= 1)) found.push(word);
    if (found.length === MAX_EXPANSIONS) break;
  }
  return found;
}

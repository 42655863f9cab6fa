/** Headers written as name and value pairs, by name (a name sent twice has its values in a list). */
export function headersOf(pairs: readonly string[]): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (let n = 0; n < pairs.length; n += 2) {
    const [name = '', value = ''] = [pairs[n], pairs[n + 1]];
    const before = headers[name];
    headers[name] = before === undefined ? value : [before, value].flat();
  }
  return headers;
}

/** A count with its noun in the right number: countOf(1, 'item') is '1 item', countOf(3, 'item') '3 items'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

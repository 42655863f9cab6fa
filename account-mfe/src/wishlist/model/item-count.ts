/** '1 item', '3 items'. */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** The image index `step` places away from `current`, wrapping past either end. */
export function wrapIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/** The colour family of a rating badge. */
export type RatingTone = 'green' | 'yellow' | 'red';

/** Green at 4 or more, yellow at 3 or more, red below. */
export function ratingTone(average: number): RatingTone {
  if (average >= 4) return 'green';
  if (average >= 3) return 'yellow';
  return 'red';
}

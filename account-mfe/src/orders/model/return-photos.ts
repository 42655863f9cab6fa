import { RETURN_PHOTOS_MAX } from '@shop/shared/validation';
import { imageProblem } from '../../app/image-files';

/** A photo chosen for a return request, with why it cannot be sent (null when it can). */
export interface ChosenPhoto {
  key: string;
  file: File;
  problem: string | null;
}

export const RETURN_PHOTO_MESSAGES = {
  tooMany: `You can add up to ${RETURN_PHOTOS_MAX} photos.`,
  removeRefused: 'Remove the photos that cannot be sent, or choose others.',
} as const;

/**
 * Adds newly chosen files after the photos already chosen, up to the most a return takes; each is
 * checked as an avatar is. `leftOut` says some files did not fit.
 */
export function addPhotos(
  chosen: readonly ChosenPhoto[],
  files: readonly File[],
  nextKey: () => string,
): { photos: ChosenPhoto[]; leftOut: boolean } {
  const room = Math.max(0, RETURN_PHOTOS_MAX - chosen.length);
  const added = files.slice(0, room).map((file) => ({ key: nextKey(), file, problem: imageProblem(file) }));
  return { photos: [...chosen, ...added], leftOut: files.length > room };
}

/** Marks the photo the API refused (`picture` counts from 1, in the order they were sent). */
export function markRefused(photos: readonly ChosenPhoto[], picture: number, problem: string): ChosenPhoto[] {
  return photos.map((photo, index) => (index === picture - 1 ? { ...photo, problem } : photo));
}

/** Which photo a refusal of the return call names, when it names one. */
export function refusedPicture(body: unknown): number | null {
  const picture = (body as { data?: { picture?: unknown } } | null)?.data?.picture;
  return typeof picture === 'number' && Number.isInteger(picture) && picture >= 1 ? picture : null;
}

import type { RetentionRepository } from '../repositories/retention-repository';
import { removeImage } from '../routes/uploads/image-files';

export interface RetentionSweep {
  photosDeleted: number;
  ordersBlanked: number;
}

/**
 * One pass of the retention rules (decision 033): deletes the settled return photos of erased
 * people, file first so no row ever names a missing file for long, and blanks the names and
 * addresses on their orders once the GST law's retention period is over. Safe to run again.
 */
export async function sweepRetention(repository: RetentionRepository, photosDir: string, now = new Date()): Promise<RetentionSweep> {
  const photos = await repository.settledPhotosOfErased();
  for (const photo of photos) await removeImage(photosDir, photo.fileName);
  await repository.forgetPhotos(photos.map((photo) => photo.id));
  const ordersBlanked = await repository.blankOrdersPastRetention(now);
  return { photosDeleted: photos.length, ordersBlanked };
}

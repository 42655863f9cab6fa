import { IMAGE_MAX_BYTES, removeImage, saveImage, type UploadedImage, uploadsDir } from './image-files';

/** The largest profile picture accepted: 2 MB, as every uploaded picture. */
export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
/** Where the API serves avatars; the shell proxies /api to it. */
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';

export const avatarsDir = (dataDir: string) => uploadsDir(dataDir, 'avatars');

/** Stores a picture under a random name and returns the URL path it is served at. */
export async function saveAvatar(dataDir: string, image: UploadedImage): Promise<string> {
  return `${AVATAR_URL_PREFIX}${await saveImage(avatarsDir(dataDir), image)}`;
}

/** Deletes a stored avatar by its URL path; anything that is not one of ours is left alone. */
export async function removeAvatar(dataDir: string, urlPath: string): Promise<void> {
  if (!urlPath.startsWith(AVATAR_URL_PREFIX)) return;
  await removeImage(avatarsDir(dataDir), urlPath.slice(AVATAR_URL_PREFIX.length));
}

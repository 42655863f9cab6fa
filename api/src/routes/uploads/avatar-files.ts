import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The largest profile picture accepted: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Where the API serves avatars; the shell proxies /api to it. */
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';
/** The names the API gives avatar files; nothing else is ever served from the folder. */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export type AvatarExtension = 'jpg' | 'png' | 'webp';

export const AVATAR_CONTENT_TYPES: Record<AvatarExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The picture format the bytes themselves declare (never the file name or the sender's type). */
export function imageTypeOf(bytes: Buffer): AvatarExtension | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

export const avatarsDir = (dataDir: string) => path.join(dataDir, 'uploads', 'avatars');

/** Stores a picture under a random name and returns the URL path it is served at. */
export async function saveAvatar(dataDir: string, bytes: Buffer, extension: AvatarExtension): Promise<string> {
  const dir = avatarsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Deletes a stored avatar by its URL path; anything that is not one of ours is left alone. */
export async function removeAvatar(dataDir: string, urlPath: string): Promise<void> {
  if (!urlPath.startsWith(AVATAR_URL_PREFIX)) return;
  const name = urlPath.slice(AVATAR_URL_PREFIX.length);
  if (!AVATAR_FILE_NAME.test(name)) return;
  await rm(path.join(avatarsDir(dataDir), name), { force: true });
}

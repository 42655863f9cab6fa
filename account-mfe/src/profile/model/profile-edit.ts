import type { User } from '@shop/shared/contracts';
import type { ProfileEditValues } from '@shop/shared/validation';
import { IMAGE_MESSAGES, IMAGE_TYPES, imageProblem, MAX_IMAGE_BYTES } from '../../app/image-files';

/** The image types the API accepts for an avatar (decision 006), as the file input's accept list. */
export const AVATAR_TYPES = IMAGE_TYPES;

/** The largest avatar the API accepts: 2 MB. */
export const MAX_AVATAR_BYTES = MAX_IMAGE_BYTES;

/** Messages of the profile card (for the two toasts). */
export const PROFILE_MESSAGES = {
  saved: 'Profile Update Successfully',
  failed: 'Error While Updating Profile',
  avatarType: IMAGE_MESSAGES.type,
  avatarSize: IMAGE_MESSAGES.size,
} as const;

/** What the shopper has changed in edit mode and not saved yet: the name and, if one was chosen, the new avatar. */
export type ProfileDraft = ProfileEditValues;

/** The draft edit mode starts from: the saved name and no new image. */
export function draftFrom(user: Pick<User, 'fullName'>): ProfileDraft {
  return { fullName: user.fullName ?? '', image: null };
}

/** The first word of the full name, for the 'Hey {first name}' greeting. */
export function firstName(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

/** Up to two initials for an avatar without a picture, e.g. 'Asha Patel' → 'AP'. */
export function initials(fullName: string | undefined): string {
  const words = fullName?.trim().split(/\s+/).filter(Boolean) ?? [];
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return picked.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** Why a chosen file cannot be the avatar, or null when it can be sent: the check of every picture a shopper sends. */
export const avatarProblem = imageProblem;

/** Whether saving would change anything. */
export function hasChanges(draft: ProfileDraft, user: Pick<User, 'fullName'>): boolean {
  return draft.image !== null || draft.fullName.trim() !== (user.fullName ?? '').trim();
}

/** The multipart body of `PUT profile`: the trimmed name and, when chosen, the image. */
export function profileFormData(draft: ProfileDraft): FormData {
  const body = new FormData();
  body.append('fullName', draft.fullName.trim());
  if (draft.image) body.append('profileImage', draft.image, draft.image.name);
  return body;
}

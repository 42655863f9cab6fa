/** The picture types the API takes from a shopper (an avatar, a return photo), as a file input's accept list. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The largest picture the API takes: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why a chosen picture is refused before it is sent. */
export const IMAGE_MESSAGES = {
  type: 'Choose a JPEG, PNG or WebP image.',
  size: 'The image is larger than 2 MB. Choose a smaller one.',
} as const;

/** Why a chosen file cannot be sent as a picture, or null when it can; the API checks its bytes again. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.type;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.size;
  return null;
}

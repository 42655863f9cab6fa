import { RETURN_PHOTO_FIELD } from '@shop/shared/contracts';
import { RETURN_PHOTOS_MAX } from '@shop/shared/validation';
import { uploadsDir } from './image-files';
import type { ImageFormRules } from './image-form';

/**
 * Return photos are kept beside the avatars but never served from the public uploads route: only
 * their sender (`shopperUrl`) and staff who read orders (`staffUrl`, under /api/admin, where the
 * back office's origin passes its calls and its cookie) can open them.
 */
export const returnPhotosDir = (dataDir: string) => uploadsDir(dataDir, 'return-photos');

export const returnPhotoShopperUrl = (orderId: string, fileName: string) => `/api/v1/order/return-photos/${orderId}/${fileName}`;
export const returnPhotoStaffUrl = (orderId: string, fileName: string) => `/api/admin/v1/orders/${orderId}/return-photos/${fileName}`;

/** A photo is cached by its viewer's browser only, and may be for a day: its name never names another file. */
export const RETURN_PHOTO_CACHE = 'private, max-age=86400';

/** The return form's photos, checked as an avatar is. */
export const RETURN_PHOTO_RULES: ImageFormRules = {
  fileField: RETURN_PHOTO_FIELD,
  maxFiles: RETURN_PHOTOS_MAX,
  messages: {
    tooLarge: (n) => `Photo ${n} is larger than 2 MB. Choose a smaller one.`,
    notAnImage: (n) => `Photo ${n} is not a JPEG, PNG or WebP picture.`,
    tooMany: `Send at most ${RETURN_PHOTOS_MAX} photos.`,
  },
};

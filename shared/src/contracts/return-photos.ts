import { z } from 'zod';
import { isoDateTime } from './api-envelope';

/** The multipart field of POST order/return that carries its photos (up to RETURN_PHOTOS_MAX). */
export const RETURN_PHOTO_FIELD = 'photos';

/** A photo sent with a return request, where staff open it from the back office's own origin. */
export const returnPhotoSchema = z.object({ url: z.string(), at: isoDateTime });

/** The photos sent with a step of an order (its return request), where their sender opens them on the API. */
export const returnPhotoUrlsSchema = z.array(z.string());

/** The order and stored name of a return photo, in its address. */
export const returnPhotoParams = z.object({
  orderId: z.string().min(1).max(100),
  file: z.string().min(1).max(100),
});

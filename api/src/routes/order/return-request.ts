import { type ReturnRequestBody, returnRequestBodySchema } from '@shop/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/app-error';
import { RETURN_REQUESTED } from '../../orders';
import { removeImage, saveImage, type UploadedImage } from '../uploads/image-files';
import { readImageForm } from '../uploads/image-form';
import { RETURN_PHOTO_RULES, returnPhotosDir } from '../uploads/return-photo-files';

/** The reason and the photos of a return request, read whole and checked before anything is kept. */
async function readReturnRequest(request: FastifyRequest): Promise<{ body: ReturnRequestBody; photos: UploadedImage[] }> {
  if (!request.isMultipart()) return { body: returnRequestBodySchema.parse(request.body ?? {}), photos: [] };
  const { fields, images } = await readImageForm(request, RETURN_PHOTO_RULES);
  return { body: returnRequestBodySchema.parse(fields), photos: images };
}

/**
 * Asks for a return with its photos. The files are written first, under new random names, and
 * the move records them in its transaction; if the move is refused (not the shopper's order, the
 * window closed, a return already asked) the files go again, so a refused request keeps nothing.
 */
export async function requestReturn(app: FastifyInstance, request: FastifyRequest): Promise<{ orderId: string; message: string }> {
  const { body, photos } = await readReturnRequest(request);
  const own = await app.repositories.orders.findOwn(request.userId, body.orderId);
  if (!own) throw notFound('Order not found');
  const dir = returnPhotosDir(app.config.dataDir);
  const stored: string[] = [];
  try {
    for (const photo of photos) stored.push(await saveImage(dir, photo));
    await app.orderService.transition({
      orderId: own.id,
      to: 'return_requested',
      actor: { kind: 'shopper', userId: request.userId },
      reason: body.reason,
      returnPhotos: stored,
    });
  } catch (error) {
    await Promise.all(
      stored.map((name) =>
        removeImage(dir, name).catch((failure: unknown) => request.log.warn({ err: failure }, 'could not delete a refused return photo')),
      ),
    );
    throw error;
  }
  return { orderId: own.id, message: RETURN_REQUESTED };
}

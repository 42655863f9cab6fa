import { ApiError } from '@shop/shared/api-client';
import { isRecordId } from '@shop/shared/routing';

/**
 * Reads the record a page's address names. An id that cannot be one (typed, pasted or cut short) is
 * answered as the API answers an id it knows nothing of, a 404 saying `missing`, without a request:
 * the API would only refuse it, and the page shows it as any unknown record.
 */
export function readAddressed<T>(id: string, missing: string, read: (id: string) => Promise<T>): Promise<T> {
  if (!isRecordId(id)) return Promise.reject(new ApiError({ status: 404, errorCode: 'NOT_FOUND', message: missing }));
  return read(id);
}

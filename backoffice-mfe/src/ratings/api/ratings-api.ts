import { adminRequest } from '@shop/shared/api-client';
import type { AdminRatingList, AdminRatingListQuery, AdminRatingUpdate } from '@shop/shared/contracts';

/** The catalogue desk's calls about shoppers' ratings: a page of them, and hiding or showing one. */
export const ratingsApi = {
  list: async (query: AdminRatingListQuery) => (await adminRequest<AdminRatingList>('GET', 'ratings', query)).data,
  update: async (id: string, body: AdminRatingUpdate) =>
    (await adminRequest('PATCH', `ratings/${encodeURIComponent(id)}`, body)).message ?? '',
};

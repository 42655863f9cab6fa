import { request } from '@shop/shared/api-client';
import type { DistributorInquiry } from '@shop/shared/contracts';

/** A distributor inquiry as posted: the checked fields and the hidden trap field as typed. */
export type DistributorInquiryPost = DistributorInquiry & { website: string };

/** POST distributors; resolves with the reply body, rejects with the client's ApiError. */
export function sendDistributorInquiry(inquiry: DistributorInquiryPost) {
  return request('POST', 'distributors', inquiry);
}

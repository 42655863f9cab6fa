import { request } from '@shop/shared/api-client';
import type { WholesalerInquiry } from '@shop/shared/contracts';

/** A wholesale inquiry as posted: the checked fields, the ticked confirmation and the hidden trap field as typed. */
export type WholesaleInquiryPost = WholesalerInquiry & { confirmed: true; website: string };

/** POST wholesale; resolves with the reply body, rejects with the client's ApiError. */
export function sendWholesaleInquiry(inquiry: WholesaleInquiryPost) {
  return request('POST', 'wholesale', inquiry);
}

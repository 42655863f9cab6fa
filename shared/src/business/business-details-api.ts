import { request } from '@shop/shared/api-client';
import type { BusinessDetails } from '@shop/shared/contracts';
import type { BusinessDetailsInput } from '@shop/shared/validation';

/** The signed-in shopper's business details; every field '' for an unregistered buyer. */
export async function fetchBusinessDetails(): Promise<BusinessDetails> {
  return (await request('GET', 'profile/business-details')).data;
}

/** Saves (or, all empty, removes) the business details; resolves with what was stored and the API's words. */
export async function saveBusinessDetails(details: BusinessDetailsInput): Promise<{ details: BusinessDetails; message: string }> {
  const reply = await request('PUT', 'profile/business-details', details);
  return { details: reply.data, message: reply.message ?? '' };
}

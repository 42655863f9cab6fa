import { ApiError, errorMessage, request } from '@shop/shared/api-client';
import type { ContactMessage } from '@shop/shared/contracts';

/** What the contact call answers; without `success` the message was not taken. */
export interface ContactReply {
  success?: boolean;
  message?: string;
}

function isReply(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

/**
 * Posts the contact form. The API client rejects a 2xx reply that says `success: false`;
 * here that is still a reply, so the form can show the server's own words for it.
 * Any other failure is rethrown as the client's ApiError.
 */
export async function sendContactMessage(values: ContactMessage): Promise<ContactReply> {
  try {
    return await request('POST', 'contact-us', values);
  } catch (error) {
    if (isReply(error)) return { success: false, message: errorMessage(error, '') };
    throw error;
  }
}

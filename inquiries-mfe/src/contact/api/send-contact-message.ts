import { ApiError, request } from '@shop/shared/api-client';
import type { ContactMessage } from '@shop/shared/contracts';

/** What the contact call answers; without `success` the message was not taken. */
export interface ContactReply {
  success?: boolean;
  message?: string;
}

// The client rejects a 2xx only for a body that says success: false, so the body is the reply.
function replyOf(error: unknown): ContactReply | undefined {
  if (!(error instanceof ApiError) || error.status < 200 || error.status >= 300) return undefined;
  const { message } = error.body as ContactReply;
  return { success: false, message: typeof message === 'string' && message.trim() !== '' ? message : undefined };
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
    const reply = replyOf(error);
    if (reply) return reply;
    throw error;
  }
}

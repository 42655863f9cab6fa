import { shopperMessage } from '@shop/shared/api-client';
import { inquiryNoteBody, inquiryReplyBody } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { inquiriesApi } from '../api/inquiries-api';

export const NOTE_FAILED = 'The note could not be added. Please try again.';
export const REPLY_FAILED = 'The reply could not be sent. Please try again.';

const WRITES = {
  note: { schema: inquiryNoteBody, send: inquiriesApi.note, failed: NOTE_FAILED },
  reply: { schema: inquiryReplyBody, send: inquiriesApi.reply, failed: REPLY_FAILED },
} as const;

/** A staff note or a reply to the sender: checked as the API checks it, sent, and the form emptied for the next one. */
export function useInquiryTextForm(what: keyof typeof WRITES, inquiryId: string, onSent: () => void) {
  const { schema, send, failed } = WRITES[what];
  const form = useSchemaForm(schema, { text: '' });
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (sending) return;
    setSending(true);
    try {
      toast.success(await send(inquiryId, body));
      form.reset();
      onSent();
    } catch (error) {
      // What was written stays, to send again; a refused text is marked at the field.
      const message = shopperMessage(error, failed);
      toast.error(message);
      const refused = serverFieldErrors(error).text;
      if (refused) form.setError('text', { message: refused }, { shouldFocus: true });
    } finally {
      setSending(false);
    }
  });

  return { field: form.field, sending, submit } as const;
}

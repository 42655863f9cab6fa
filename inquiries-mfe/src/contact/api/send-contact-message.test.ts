import { idReplySchema } from '@shop/shared/contracts';
import { answer, HttpResponse, refusal } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { sendContactMessage } from './send-contact-message';

const values = { name: 'Asha Patel', email: 'asha@example.in', subject: 'Bulk order', message: 'Hello' };
/** Answers POST contact-us, checked against the endpoint's contract. */
const contactAnswers = (reply: Parameters<typeof answer<typeof idReplySchema>>[3]) =>
  answer('POST', 'contact-us', idReplySchema, reply, 201);

describe('sendContactMessage', () => {
  it('posts the four fields to contact-us and returns the reply', async () => {
    const calls = contactAnswers({ success: true, message: 'Thanks', data: { _id: 'm1' } });
    await expect(sendContactMessage(values)).resolves.toEqual({ success: true, message: 'Thanks', data: { _id: 'm1' } });
    expect(calls.bodies()).toEqual([values]);
  });

  it('turns a 2xx reply without success back into a reply', async () => {
    contactAnswers(refusal(200, 'MAIL_DOWN', 'Mail is down'));
    await expect(sendContactMessage(values)).resolves.toEqual({ success: false, message: 'Mail is down' });
  });

  it('gives no words for a 2xx reply without success that carries no message', async () => {
    // Not the API's envelope (it always words a failure): what a proxy in between might send.
    contactAnswers(HttpResponse.json({ success: false }, { status: 200 }));
    await expect(sendContactMessage(values)).resolves.toEqual({ success: false });
  });

  it('rethrows a refused request', async () => {
    contactAnswers(refusal(400, 'VALIDATION', 'Bad'));
    await expect(sendContactMessage(values)).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      errorCode: 'VALIDATION',
      message: 'Bad',
    });
  });
});

import { ApiError, request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './send-contact-message';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const post = vi.mocked(request);
const values = { name: 'Asha Patel', email: 'asha@example.in', subject: 'Bulk order', message: 'Hello' };

beforeEach(() => {
  post.mockReset();
});

describe('sendContactMessage', () => {
  it('posts the four fields to contact-us and returns the reply', async () => {
    post.mockResolvedValue({ success: true, message: 'Thanks', data: null });
    await expect(sendContactMessage(values)).resolves.toEqual({ success: true, message: 'Thanks', data: null });
    expect(post).toHaveBeenCalledWith('POST', 'contact-us', values);
  });

  it('turns a 2xx reply without success back into a reply', async () => {
    const body = { success: false, errorCode: 'MAIL_DOWN', message: 'Mail is down' };
    post.mockRejectedValue(new ApiError({ status: 200, errorCode: 'MAIL_DOWN', message: 'Mail is down', body }));
    await expect(sendContactMessage(values)).resolves.toEqual({ success: false, message: 'Mail is down' });
  });

  it('gives no words for a 2xx reply without success that carries no message', async () => {
    const body = { success: false };
    post.mockRejectedValue(new ApiError({ status: 200, errorCode: 'HTTP_200', message: 'Request failed with status 200', body }));
    await expect(sendContactMessage(values)).resolves.toEqual({ success: false });
  });

  it('rethrows a refused request', async () => {
    const refused = new ApiError({ status: 400, errorCode: 'VALIDATION', message: 'Bad', body: { success: false, message: 'Bad' } });
    post.mockRejectedValue(refused);
    await expect(sendContactMessage(values)).rejects.toBe(refused);
  });
});

import { request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDistributorForm } from '../model/distributor-form';
import { sendDistributorInquiry } from './send-distributor-inquiry';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const post = vi.mocked(request);

beforeEach(() => post.mockReset());

describe('sendDistributorInquiry', () => {
  it('posts the inquiry to distributors and returns the reply', async () => {
    const inquiry = {
      ...emptyDistributorForm,
      firstName: 'Ravi',
      lastName: 'Shah',
      mobileNumber: '9876543210',
      state: 'Gujarat',
      city: 'Surat',
    };
    post.mockResolvedValue({ success: true, message: 'Inquiry submitted successfully!', data: { _id: 'i1' } });
    await expect(sendDistributorInquiry(inquiry)).resolves.toMatchObject({ success: true });
    expect(post).toHaveBeenCalledWith('POST', 'distributors', inquiry);
  });
});

import { idReplySchema } from '@shop/shared/contracts';
import { answer } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { emptyDistributorForm } from '../model/distributor-form';
import { sendDistributorInquiry } from './send-distributor-inquiry';

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
    const calls = answer(
      'POST',
      'distributors',
      idReplySchema,
      { success: true, message: 'Inquiry submitted successfully!', data: { _id: 'i1' } },
      201,
    );
    await expect(sendDistributorInquiry(inquiry)).resolves.toMatchObject({ success: true, data: { _id: 'i1' } });
    expect(calls.bodies()).toEqual([inquiry]);
  });
});

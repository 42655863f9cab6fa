import { request } from '@shop/shared/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress } from './add-address';
import { deleteAddress } from './delete-address';
import { fetchAddresses } from './fetch-addresses';
import { updateProfile } from './update-profile';

vi.mock('@shop/shared/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@shop/shared/api-client')>()),
  request: vi.fn(),
}));

const call = vi.mocked(request);
const address = {
  houseNumber: 'B-12',
  societyName: 'Shanti Nagar',
  street: 'Station Road',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  pinCode: '395003',
};

beforeEach(() => call.mockReset());

describe('profile calls', () => {
  it('puts the multipart body to profile and returns the user', async () => {
    const user = { fullName: 'Asha Patel', email: 'asha@example.in' };
    call.mockResolvedValue({ success: true, data: { user } });
    const body = new FormData();
    await expect(updateProfile(body)).resolves.toEqual(user);
    expect(call).toHaveBeenCalledExactlyOnceWith('PUT', 'profile', body);
  });

  it('lists the addresses, and an odd reply as none', async () => {
    call.mockResolvedValueOnce({ success: true, data: [{ _id: 'a1', ...address }] }).mockResolvedValueOnce({ success: true, data: null });
    await expect(fetchAddresses()).resolves.toEqual([{ _id: 'a1', ...address }]);
    await expect(fetchAddresses()).resolves.toEqual([]);
    expect(call).toHaveBeenCalledWith('GET', 'profile/address');
  });

  it('posts a new address and returns it as stored', async () => {
    call.mockResolvedValue({ success: true, data: { _id: 'a2', ...address } });
    await expect(addAddress(address)).resolves.toEqual({ _id: 'a2', ...address });
    expect(call).toHaveBeenCalledExactlyOnceWith('POST', 'profile/address', address);
  });

  it('deletes an address by its id', async () => {
    call.mockResolvedValue({ success: true, data: null });
    await deleteAddress('a/1');
    expect(call).toHaveBeenCalledExactlyOnceWith('DELETE', 'profile/address/a%2F1');
  });
});

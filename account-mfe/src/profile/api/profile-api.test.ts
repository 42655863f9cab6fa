import { addressesReplySchema, addressReplySchema, idReplySchema, profileUpdateReplySchema } from '@shop/shared/contracts';
import { answer, makeUser } from '@shop/shared/testing';
import { describe, expect, it } from 'vitest';
import { addAddress } from './add-address';
import { deleteAddress } from './delete-address';
import { fetchAddresses } from './fetch-addresses';
import { updateProfile } from './update-profile';

const address = {
  houseNumber: 'B-12',
  societyName: 'Shanti Nagar',
  street: 'Station Road',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  pinCode: '395003',
};

describe('profile calls', () => {
  it('puts the multipart body to profile and returns the user', async () => {
    const user = makeUser();
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, { success: true, data: { user } });
    const body = new FormData();
    body.append('fullName', 'Asha Patel');
    await expect(updateProfile(body)).resolves.toEqual(user);
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries((sent.bodies()[0] as FormData).entries())).toEqual({ fullName: 'Asha Patel' });
  });

  it('lists the addresses', async () => {
    const sent = answer('GET', 'profile/address', addressesReplySchema, { success: true, data: [{ _id: 'a1', ...address }] });
    await expect(fetchAddresses()).resolves.toEqual([{ _id: 'a1', ...address }]);
    expect(sent).toHaveLength(1);
  });

  it('posts a new address and returns it as stored', async () => {
    const sent = answer('POST', 'profile/address', addressReplySchema, { success: true, data: { _id: 'a2', ...address } }, 201);
    await expect(addAddress(address)).resolves.toEqual({ _id: 'a2', ...address });
    expect(sent.bodies()).toEqual([address]);
  });

  it('deletes an address by its id', async () => {
    const sent = answer('DELETE', 'profile/address/:id', idReplySchema, { success: true, data: { _id: 'a/1' } });
    await deleteAddress('a/1');
    expect(sent.map((call) => [call.url.pathname, call.params.id])).toEqual([['/api/v1/profile/address/a%2F1', 'a/1']]);
  });
});

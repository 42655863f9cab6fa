import { ApiError } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';
import { $session, $toasts, signIn } from '@shop/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateProfile } from '../api/update-profile';
import { ProfilePage } from './profile-page';

vi.mock('../api/update-profile', () => ({ updateProfile: vi.fn() }));
// The address list has its own tests; here it only needs to load nothing.
vi.mock('../api/fetch-addresses', () => ({ fetchAddresses: vi.fn(async () => []) }));
// So does the business-details panel.
vi.mock('@shop/shared/business', () => ({ BusinessDetailsPanel: () => null }));

const update = vi.mocked(updateProfile);
const shopper: User = {
  _id: 'u1',
  fullName: 'Asha Patel',
  email: 'asha@example.in',
  phoneNumber: '9876543210',
  profileImage: '',
  accountType: 'retailer',
};
const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);
const nameBox = () => screen.getByLabelText('Full Name') as HTMLInputElement;
const png = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

beforeEach(() => {
  update.mockReset();
  signIn(shopper);
});

describe('profile card', () => {
  it('greets by first name and shows the details read-only until Edit Profile', async () => {
    render(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hey Asha' })).toBeTruthy();
    expect(nameBox().readOnly).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.in');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('9876543210');
    expect(screen.getByRole('img', { name: 'Initials of Asha Patel' }).textContent).toBe('AP');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(nameBox().readOnly).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('puts the saved name back on Cancel', async () => {
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(nameBox().value).toBe('Asha Patel');
    expect(nameBox().readOnly).toBe(true);
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the name and picture, says so, returns to view mode and updates the stored user', async () => {
    update.mockImplementation(async (body) => ({
      ...shopper,
      fullName: String(body.get('fullName')),
      profileImage: '/api/uploads/avatars/a.png',
    }));
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'Ravi Kumar');
    await userEvent.upload(screen.getByLabelText('Change photo'), png(68));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastsShown()).toEqual([['success', 'Profile Update Successfully']]));
    const body = update.mock.calls[0]?.[0] as FormData;
    expect(body.get('fullName')).toBe('Ravi Kumar');
    expect((body.get('profileImage') as File).name).toBe('me.png');
    expect($session.get().userInfo).toMatchObject({ fullName: 'Ravi Kumar', profileImage: '/api/uploads/avatars/a.png' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hey Ravi' })).toBeTruthy();
    expect(nameBox().readOnly).toBe(true);
    expect((screen.getByRole('img', { name: 'Profile picture of Ravi Kumar' }) as HTMLImageElement).src).toContain(
      '/api/uploads/avatars/a.png',
    );
  });

  it('refuses an image over 2 MB in the browser, with a message and nothing sent', async () => {
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.upload(screen.getByLabelText('Change photo'), png(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('The image is larger than 2 MB. Choose a smaller one.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(update).not.toHaveBeenCalled();
  });

  it('keeps what was typed and stays in edit mode when saving fails', async () => {
    update.mockRejectedValue(new Error('Network Error'));
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.type(nameBox(), ' Shah');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastsShown()).toEqual([['info', 'Error While Updating Profile']]));
    expect(nameBox().value).toBe('Asha Patel Shah');
    expect(nameBox().readOnly).toBe(false);
    expect($session.get().userInfo?.fullName).toBe('Asha Patel');
  });

  it('asks for a full name instead of sending an empty one', async () => {
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(nameBox());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your full name')).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();
  });

  it('explains beside the picker a picture the server refused by its bytes', async () => {
    const body = { success: false, errorCode: 'NOT_AN_IMAGE', message: 'The profile image must be a JPEG, PNG or WebP picture.' };
    update.mockRejectedValue(new ApiError({ status: 400, errorCode: body.errorCode, message: body.message, body }));
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.upload(screen.getByLabelText('Change photo'), png(68));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastsShown()).toEqual([['info', 'Error While Updating Profile']]));
    expect(screen.getByRole('alert').textContent).toBe('The profile image must be a JPEG, PNG or WebP picture.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});

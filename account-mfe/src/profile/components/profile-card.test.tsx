import { addressesReplySchema, profileUpdateReplySchema, type User } from '@shop/shared/contracts';
import { $session, $toasts, signIn } from '@shop/shared/stores';
import { answer, makeUser, networkFailure, refusal } from '@shop/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from './profile-page';

// The business-details panel has its own tests.
vi.mock('@shop/shared/business', () => ({ BusinessDetailsPanel: () => null }));

const shopper: User = makeUser({ profileImage: '' });
const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);
const nameBox = () => screen.getByLabelText('Full Name') as HTMLInputElement;
const png = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

beforeEach(() => {
  signIn(shopper);
  // The address list has its own tests; here it only needs to load none.
  answer('GET', 'profile/address', addressesReplySchema, { success: true, data: [] });
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
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, { success: true, data: { user: shopper } });
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(nameBox().value).toBe('Asha Patel');
    expect(nameBox().readOnly).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('saves the name and picture, says so, returns to view mode and updates the stored user', async () => {
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, ({ body }) => ({
      success: true as const,
      data: { user: { ...shopper, fullName: String((body as FormData).get('fullName')), profileImage: '/api/uploads/avatars/a.png' } },
    }));
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(nameBox());
    await userEvent.type(nameBox(), 'Ravi Kumar');
    await userEvent.upload(screen.getByLabelText('Change photo'), png(68));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastsShown()).toEqual([['success', 'Profile Update Successfully']]));
    expect(sent).toHaveLength(1);
    const body = sent.bodies()[0] as FormData;
    expect(body.get('fullName')).toBe('Ravi Kumar');
    // The test's jsdom File reaches the network without its name (the environment's FormData bridge drops it).
    expect(body.get('profileImage')).toMatchObject({ type: 'image/png', size: 68 });
    expect($session.get().userInfo).toMatchObject({ fullName: 'Ravi Kumar', profileImage: '/api/uploads/avatars/a.png' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hey Ravi' })).toBeTruthy();
    expect(nameBox().readOnly).toBe(true);
    expect((screen.getByRole('img', { name: 'Profile picture of Ravi Kumar' }) as HTMLImageElement).src).toContain(
      '/api/uploads/avatars/a.png',
    );
  });

  it('refuses an image over 2 MB in the browser, with a message and nothing sent', async () => {
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, { success: true, data: { user: shopper } });
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.upload(screen.getByLabelText('Change photo'), png(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('The image is larger than 2 MB. Choose a smaller one.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(sent).toHaveLength(0);
  });

  it('keeps what was typed and stays in edit mode when saving fails', async () => {
    answer('PUT', 'profile', profileUpdateReplySchema, networkFailure());
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
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, { success: true, data: { user: shopper } });
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(nameBox());
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your full name')).toBeTruthy();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('explains beside the picker a picture the server refused by its bytes', async () => {
    answer(
      'PUT',
      'profile',
      profileUpdateReplySchema,
      refusal(400, 'NOT_AN_IMAGE', 'The profile image must be a JPEG, PNG or WebP picture.'),
    );
    render(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.upload(screen.getByLabelText('Change photo'), png(68));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(toastsShown()).toEqual([['info', 'Error While Updating Profile']]));
    expect(screen.getByRole('alert').textContent).toBe('The profile image must be a JPEG, PNG or WebP picture.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });
});

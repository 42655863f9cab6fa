import { profileUpdateReplySchema } from '@shop/shared/contracts';
import { $location } from '@shop/shared/navigation';
import { $session, signIn } from '@shop/shared/stores';
import { answer, makeUser, networkFailure } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arriveAt, currentLocation, toastMessages } from '../../app/page-test-helpers';
import { CompleteProfilePage } from './complete-profile-page';

const mehul = makeUser({
  _id: 'u2',
  fullName: 'Mehul Traders',
  email: 'wholesaler@example.in',
  phoneNumber: '',
  accountType: 'wholesaler',
});

beforeEach(() => {
  arriveAt('/userverify');
});

async function save(phone: string, choose = true) {
  const user = userEvent.setup();
  render(<CompleteProfilePage params={{}} />);
  if (phone) await user.type(screen.getByRole('textbox', { name: 'Phone number' }), phone);
  if (choose) await user.click(screen.getByRole('radio', { name: 'Retailer' }));
  await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
}

describe('CompleteProfilePage', () => {
  it('asks for the phone number and the account type, offering only Retailer', async () => {
    signIn(mehul);
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, { success: true, data: { user: mehul } });
    await save('', false);
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Choose an account type')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });

  it('saves as multipart, goes on, and only then stores the completed user', async () => {
    signIn(mehul);
    const saved = { ...mehul, phoneNumber: '9824099999' };
    const sent = answer('PUT', 'profile', profileUpdateReplySchema, {
      success: true,
      message: 'Profile Update Successfully',
      data: { user: saved },
    });
    const seen: Array<{ pathname: string; phone: string | undefined }> = [];
    const stop = $location.listen((location) => seen.push({ pathname: location.pathname, phone: $session.get().userInfo?.phoneNumber }));

    await save('9824099999');
    await vi.waitFor(() => expect($session.get().userInfo?.phoneNumber).toBe('9824099999'));
    stop();

    expect(sent).toHaveLength(1);
    expect(Object.fromEntries((sent.bodies()[0] as FormData).entries())).toEqual({
      fullName: 'Mehul Traders',
      phoneNumber: '9824099999',
      accountType: 'retailer',
    });
    // A wholesaler stays one and goes to the wholesaler page; the guard would have sent them home had the store changed first.
    expect(seen).toEqual([{ pathname: '/wholesaler', phone: '' }]);
    expect(currentLocation().pathname).toBe('/wholesaler');
    expect(toastMessages('success')).toEqual(['Profile Update Successfully']);
  });

  it('sends a retailer home', async () => {
    signIn({ ...mehul, accountType: 'retailer' });
    answer('PUT', 'profile', profileUpdateReplySchema, {
      success: true,
      data: { user: { ...mehul, accountType: 'retailer', phoneNumber: '9824099999' } },
    });
    await save('9824099999');
    await vi.waitFor(() => expect(currentLocation().pathname).toBe('/'));
  });

  it('keeps the form and says why when saving fails', async () => {
    signIn(mehul);
    answer('PUT', 'profile', profileUpdateReplySchema, networkFailure());
    await save('9824099999');
    await vi.waitFor(() => expect(toastMessages('error')).toEqual(['Error While Updating Profile']));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '9824099999');
    expect(currentLocation().pathname).toBe('/userverify');
  });

  it('asks a guest to sign in first', () => {
    render(<CompleteProfilePage params={{}} />);
    expect(screen.getByRole('alert').textContent).toContain('Please sign in to complete your profile.');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toHaveProperty('disabled', true);
  });
});

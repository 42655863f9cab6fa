import { type Address, addressesReplySchema, addressReplySchema, idReplySchema } from '@shop/shared/contracts';
import type { StateCityOptions } from '@shop/shared/location';
import { $toasts } from '@shop/shared/stores';
import { answer, deferred, inTurn, networkFailure, refusal, type SentCall } from '@shop/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedAddresses } from './saved-addresses';

const places = vi.hoisted(() => ({ failed: false }));
vi.mock('@shop/shared/location', async (original) => ({
  ...(await original<typeof import('@shop/shared/location')>()),
  useStateCityOptions: (stateName: string): StateCityOptions => ({
    states: places.failed
      ? []
      : [
          { isoCode: 'GJ', name: 'Gujarat' },
          { isoCode: 'MH', name: 'Maharashtra' },
        ],
    cities: places.failed
      ? []
      : (({ Gujarat: ['Ahmedabad', 'Surat'], Maharashtra: ['Pune'] } as Record<string, string[]>)[stateName] ?? []),
    statesLoading: false,
    citiesLoading: false,
    failed: places.failed,
  }),
}));

const home: Address = {
  _id: 'a1',
  houseNumber: 'B-12',
  societyName: 'Shanti Nagar',
  street: 'Station Road',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  pinCode: '395003',
};
const office: Address = { ...home, _id: 'a2', houseNumber: '4th Floor', city: 'Ahmedabad', pinCode: '380015' };
/** GET profile/address answers these addresses to every read. */
const saved = (...addresses: Address[]) => answer('GET', 'profile/address', addressesReplySchema, { success: true, data: addresses });
/** POST profile/address stores the address it is sent under the id a9. */
const adds = () =>
  answer(
    'POST',
    'profile/address',
    addressReplySchema,
    ({ body }: SentCall) => ({ success: true as const, data: { _id: 'a9', ...(body as Omit<Address, '_id'>) } }),
    201,
  );

const toastsShown = () => $toasts.get().map((item) => [item.kind, item.message]);
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

async function fillForm(pinCode = '395007') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Address' }));
  await user.type(field('Home'), 'C-7');
  await user.type(field('Society Name'), 'Green Park');
  await user.type(field('Street'), 'Ring Road');
  await user.selectOptions(field('State'), 'Gujarat');
  await user.selectOptions(field('City'), 'Surat');
  await user.type(field('Pin Code'), pinCode);
  return user;
}

beforeEach(() => {
  places.failed = false;
});

describe('saved addresses', () => {
  it('numbers the saved addresses and shows each one', async () => {
    saved(home, office);
    render(<SavedAddresses />);
    expect(screen.getByRole('heading', { name: 'Your Saved address' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Address 1' });
    expect(first.textContent).toContain('B-12, Shanti Nagar');
    expect(first.textContent).toContain('Surat, Gujarat 395003');
    expect(first.textContent).toContain('India');
    expect(screen.getByRole('listitem', { name: 'Address 2' }).textContent).toContain('4th Floor');
  });

  it("says 'No address saved yet' when there are none", async () => {
    saved();
    render(<SavedAddresses />);
    expect(await screen.findByText('No address saved yet')).toBeTruthy();
  });

  it("shows the server's message, or 'Sometinhg Went Wrong', when the list cannot be loaded, with a retry", async () => {
    answer(
      'GET',
      'profile/address',
      addressesReplySchema,
      inTurn(refusal(401, 'UNAUTHORIZED', 'Please sign in again'), networkFailure(), { success: true, data: [home] }),
    );
    render(<SavedAddresses />);
    expect((await screen.findByRole('alert')).textContent).toContain('Please sign in again');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Sometinhg Went Wrong'));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Address 1' })).toBeTruthy();
  });

  it('asks before deleting an address, and Cancel keeps it', async () => {
    saved(home);
    const sent = answer('DELETE', 'profile/address/:id', idReplySchema, { success: true, data: { _id: 'a1' } });
    render(<SavedAddresses />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Address 1' }));
    const question = screen.getByRole('dialog', { name: 'Delete Address 1' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: 'Address 1' })).toBeTruthy();
  });

  it('deletes an address with its named button once confirmed, busy meanwhile, and removes it', async () => {
    saved(home);
    const deleted = deferred<{ success: true; data: { _id: string } }>();
    const sent = answer('DELETE', 'profile/address/:id', idReplySchema, () => deleted.promise);
    render(<SavedAddresses />);
    const button = await screen.findByRole('button', { name: 'Delete Address 1' });
    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Address 1' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.map((call) => call.params.id)).toEqual(['a1']));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    deleted.resolve({ success: true, data: { _id: 'a1' } });
    expect(await screen.findByText('No address saved yet')).toBeTruthy();
  });

  it('keeps an address whose delete failed, and says so', async () => {
    saved(home);
    answer('DELETE', 'profile/address/:id', idReplySchema, networkFailure());
    render(<SavedAddresses />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Address 1' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Address 1' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsShown()).toEqual([['error', 'Could not delete the address. Please try again.']]));
    expect(screen.getByRole('listitem', { name: 'Address 1' })).toBeTruthy();
  });
});

describe('add address form', () => {
  it('keeps the city picker disabled until a state is chosen, and offers that state’s cities', async () => {
    saved();
    render(<SavedAddresses />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(field('City').disabled).toBe(true);
    expect(field('Country').value).toBe('India');
    expect(field('Country').readOnly).toBe(true);
    await userEvent.selectOptions(field('State'), 'Maharashtra');
    expect(field('City').disabled).toBe(false);
    expect(
      within(field('City'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select city', 'Pune']);
  });

  it('saves the address, shows it in the list without a reload and closes the form', async () => {
    saved(home);
    const sent = adds();
    render(<SavedAddresses />);
    await screen.findByRole('listitem', { name: 'Address 1' });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect((await screen.findByRole('listitem', { name: 'Address 2' })).textContent).toContain('C-7, Green Park');
    expect(sent.bodies()).toEqual([
      {
        houseNumber: 'C-7',
        societyName: 'Green Park',
        street: 'Ring Road',
        state: 'Gujarat',
        city: 'Surat',
        pinCode: '395007',
        country: 'India',
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Save Address' })).toBeNull();
  });

  it('takes only digits in the PIN box and refuses one starting with 0', async () => {
    saved();
    const sent = adds();
    render(<SavedAddresses />);
    const user = await fillForm('0x12-345');
    expect(field('Pin Code').value).toBe('012345');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText('Enter a valid 6-digit PIN code')).toBeTruthy();
    expect(field('Pin Code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Pin Code'));
    expect(sent).toHaveLength(0);
  });

  it('marks every missing field and sends nothing', async () => {
    saved();
    const sent = adds();
    render(<SavedAddresses />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const label of ['Home', 'Society Name', 'Street', 'State', 'City', 'Pin Code']) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(document.activeElement).toBe(field('Home'));
    expect(sent).toHaveLength(0);
  });

  it('keeps everything typed when saving fails, with the server’s reason for a refused form', async () => {
    saved();
    answer('POST', 'profile/address', addressReplySchema, refusal(400, 'VALIDATION_ERROR', 'Enter your street'));
    render(<SavedAddresses />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    await waitFor(() => expect(toastsShown()).toEqual([['error', 'Enter your street']]));
    expect(field('Home').value).toBe('C-7');
    expect(field('City').value).toBe('Surat');
    expect(field('Pin Code').value).toBe('395007');
    expect(screen.getByText('No address saved yet')).toBeTruthy();
  });

  it('falls back to text boxes for state and city when the lists cannot be loaded', async () => {
    places.failed = true;
    saved();
    const sent = adds();
    render(<SavedAddresses />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(field('State').tagName).toBe('INPUT');
    await user.type(field('Home'), 'C-7');
    await user.type(field('Society Name'), 'Green Park');
    await user.type(field('Street'), 'Ring Road');
    await user.type(field('State'), 'Gujarat');
    await user.type(field('City'), 'Vapi');
    await user.type(field('Pin Code'), '396191');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(sent.bodies()).toEqual([expect.objectContaining({ state: 'Gujarat', city: 'Vapi' })]));
  });
});

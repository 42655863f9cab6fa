import { ApiError } from '@shop/shared/api-client';
import type { Address } from '@shop/shared/contracts';
import type { StateCityOptions } from '@shop/shared/location';
import { $toasts } from '@shop/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress } from '../api/add-address';
import { deleteAddress } from '../api/delete-address';
import { fetchAddresses } from '../api/fetch-addresses';
import { SavedAddresses } from './saved-addresses';

vi.mock('../api/fetch-addresses', () => ({ fetchAddresses: vi.fn() }));
vi.mock('../api/add-address', () => ({ addAddress: vi.fn() }));
vi.mock('../api/delete-address', () => ({ deleteAddress: vi.fn() }));

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

const list = vi.mocked(fetchAddresses);
const add = vi.mocked(addAddress);
const remove = vi.mocked(deleteAddress);

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
  list.mockReset();
  add.mockReset();
  remove.mockReset();
  places.failed = false;
});

describe('saved addresses', () => {
  it('numbers the saved addresses and shows each one', async () => {
    list.mockResolvedValue([home, office]);
    render(<SavedAddresses />);
    expect(screen.getByRole('heading', { name: 'Your Saved address' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Address 1' });
    expect(first.textContent).toContain('B-12, Shanti Nagar');
    expect(first.textContent).toContain('Surat, Gujarat 395003');
    expect(first.textContent).toContain('India');
    expect(screen.getByRole('listitem', { name: 'Address 2' }).textContent).toContain('4th Floor');
  });

  it("says 'No address saved yet' when there are none", async () => {
    list.mockResolvedValue([]);
    render(<SavedAddresses />);
    expect(await screen.findByText('No address saved yet')).toBeTruthy();
  });

  it("shows the server's message, or 'Sometinhg Went Wrong', when the list cannot be loaded, with a retry", async () => {
    const body = { success: false, errorCode: 'UNAUTHORIZED', message: 'Please sign in again' };
    list.mockRejectedValueOnce(new ApiError({ status: 401, errorCode: body.errorCode, message: body.message, body }));
    list.mockRejectedValueOnce(new Error('Network Error'));
    list.mockResolvedValueOnce([home]);
    render(<SavedAddresses />);
    expect((await screen.findByRole('alert')).textContent).toContain('Please sign in again');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Sometinhg Went Wrong'));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Address 1' })).toBeTruthy();
  });

  it('asks before deleting an address, and Cancel keeps it', async () => {
    list.mockResolvedValue([home]);
    render(<SavedAddresses />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Address 1' }));
    const question = screen.getByRole('dialog', { name: 'Delete Address 1' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem', { name: 'Address 1' })).toBeTruthy();
  });

  it('deletes an address with its named button once confirmed, busy meanwhile, and removes it', async () => {
    list.mockResolvedValue([home]);
    let answer: () => void = () => {};
    remove.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    render(<SavedAddresses />);
    const button = await screen.findByRole('button', { name: 'Delete Address 1' });
    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Address 1' })).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledExactlyOnceWith('a1');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer();
    expect(await screen.findByText('No address saved yet')).toBeTruthy();
  });

  it('keeps an address whose delete failed, and says so', async () => {
    list.mockResolvedValue([home]);
    remove.mockRejectedValue(new Error('Network Error'));
    render(<SavedAddresses />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Address 1' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Address 1' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsShown()).toEqual([['error', 'Could not delete the address. Please try again.']]));
    expect(screen.getByRole('listitem', { name: 'Address 1' })).toBeTruthy();
  });
});

describe('add address form', () => {
  it('keeps the city picker disabled until a state is chosen, and offers that state’s cities', async () => {
    list.mockResolvedValue([]);
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
    list.mockResolvedValue([home]);
    add.mockImplementation(async (address) => ({ _id: 'a9', ...address }));
    render(<SavedAddresses />);
    await screen.findByRole('listitem', { name: 'Address 1' });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    expect(add).toHaveBeenCalledExactlyOnceWith({
      houseNumber: 'C-7',
      societyName: 'Green Park',
      street: 'Ring Road',
      state: 'Gujarat',
      city: 'Surat',
      pinCode: '395007',
      country: 'India',
    });
    expect((await screen.findByRole('listitem', { name: 'Address 2' })).textContent).toContain('C-7, Green Park');
    expect(screen.queryByRole('button', { name: 'Save Address' })).toBeNull();
  });

  it('takes only digits in the PIN box and refuses one starting with 0', async () => {
    list.mockResolvedValue([]);
    render(<SavedAddresses />);
    const user = await fillForm('0x12-345');
    expect(field('Pin Code').value).toBe('012345');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText('Enter a valid 6-digit PIN code')).toBeTruthy();
    expect(field('Pin Code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Pin Code'));
    expect(add).not.toHaveBeenCalled();
  });

  it('marks every missing field and sends nothing', async () => {
    list.mockResolvedValue([]);
    render(<SavedAddresses />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    for (const label of ['Home', 'Society Name', 'Street', 'State', 'City', 'Pin Code']) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(document.activeElement).toBe(field('Home'));
    expect(add).not.toHaveBeenCalled();
  });

  it('keeps everything typed when saving fails, with the server’s reason for a refused form', async () => {
    list.mockResolvedValue([]);
    const body = { success: false, errorCode: 'VALIDATION_ERROR', message: 'Enter your street' };
    add.mockRejectedValue(new ApiError({ status: 400, errorCode: body.errorCode, message: body.message, body }));
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
    list.mockResolvedValue([]);
    add.mockImplementation(async (address) => ({ _id: 'a9', ...address }));
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
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ state: 'Gujarat', city: 'Vapi' }));
  });
});

import { ApiError } from '@shop/shared/api-client';
import { type StateCityOptions, useStateCityOptions } from '@shop/shared/location';
import { $toasts } from '@shop/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendDistributorInquiry } from '../api/send-distributor-inquiry';
import { DistributorForm } from './distributor-form';

vi.mock('../api/send-distributor-inquiry', () => ({ sendDistributorInquiry: vi.fn() }));
vi.mock('@shop/shared/location', () => ({ useStateCityOptions: vi.fn() }));

const send = vi.mocked(sendDistributorInquiry);
const places = vi.mocked(useStateCityOptions);

const states = [
  { isoCode: 'GJ', name: 'Gujarat' },
  { isoCode: 'MH', name: 'Maharashtra' },
];
const citiesOf: Record<string, string[]> = { Gujarat: ['Ahmedabad', 'Surat'], Maharashtra: ['Pune'] };

function listsLoaded(state: string): StateCityOptions {
  return { states, cities: citiesOf[state] ?? [], statesLoading: false, citiesLoading: false, failed: false };
}

const toastMessages = () => $toasts.get().map((item) => [item.kind, item.message]);
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const picker = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit Inquiry' });

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(box('First Name'), 'Ravi');
  await user.type(box('Last Name'), 'Shah');
  await user.type(box('Mobile Number'), '+91 9876543210');
  await user.type(box('Email'), 'ravi@shahtraders.in');
  await user.selectOptions(picker('State'), 'Gujarat');
  await user.selectOptions(picker('District / City'), 'Surat');
  return user;
}

beforeEach(() => {
  send.mockReset();
  places.mockReset();
  places.mockImplementation(listsLoaded);
});

describe('distributor form', () => {
  it('marks every missing required field, focuses the first and sends nothing', async () => {
    render(<DistributorForm />);
    await userEvent.setup().click(submitButton());

    expect(toastMessages()).toEqual([['error', 'First Name is required']]);
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(screen.getByText('Mobile Number is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByText('District is required').id).toBe(picker('District / City').getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(box('First Name'));
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a mobile number outside the Indian rule and clears the error once it is edited', async () => {
    render(<DistributorForm />);
    const user = await fillValidForm();
    await user.clear(box('Mobile Number'));
    await user.type(box('Mobile Number'), '5123456789');
    await user.click(submitButton());

    expect(box('Mobile Number').getAttribute('aria-invalid')).toBe('true');
    expect(toastMessages()).toEqual([['error', 'Invalid mobile number']]);
    await user.type(box('Mobile Number'), '0');
    expect(box('Mobile Number').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Invalid mobile number')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the district picker disabled until a state is chosen, and empties it when the state changes', async () => {
    render(<DistributorForm />);
    const user = userEvent.setup();
    expect(picker('District / City').disabled).toBe(true);
    expect(screen.getByText('Choose a state first')).toBeTruthy();

    await user.selectOptions(picker('State'), 'Gujarat');
    expect(picker('District / City').disabled).toBe(false);
    await user.selectOptions(picker('District / City'), 'Surat');
    await user.selectOptions(picker('State'), 'Maharashtra');
    expect(picker('District / City').value).toBe('');
    expect([...picker('District / City').options].map((option) => option.text)).toEqual(['Select a district or city', 'Pune']);
  });

  it('falls back to text boxes when the lists cannot be loaded', async () => {
    places.mockReturnValue({ states: [], cities: [], statesLoading: false, citiesLoading: false, failed: true });
    render(<DistributorForm />);
    const user = userEvent.setup();
    await user.type(box('State'), 'Gujarat');
    await user.type(box('District / City'), 'Surat');
    expect(box('District / City').value).toBe('Surat');
  });

  it('sends the inquiry, says so only after the server accepted it, and clears the form', async () => {
    send.mockResolvedValue({ success: true, message: 'Inquiry submitted successfully!', data: { _id: 'i1' } });
    render(<DistributorForm />);
    const user = await fillValidForm();
    await user.click(submitButton());

    await waitFor(() => expect(toastMessages()).toEqual([['success', 'Inquiry submitted successfully!']]));
    expect(send).toHaveBeenCalledWith({
      firstName: 'Ravi',
      lastName: 'Shah',
      mobileNumber: '+91 9876543210',
      companyName: '',
      email: 'ravi@shahtraders.in',
      companyAddress: '',
      state: 'Gujarat',
      city: 'Surat',
      message: '',
      website: '',
    });
    expect(box('First Name').value).toBe('');
    expect(picker('State').value).toBe('');
  });

  it('shows the server’s reason for a refusal, marks the field and keeps what was typed', async () => {
    const body = {
      success: false,
      errorCode: 'VALIDATION_ERROR',
      message: 'Invalid mobile number',
      fields: { mobileNumber: 'Invalid mobile number' },
    };
    send.mockRejectedValue(new ApiError({ status: 400, errorCode: 'VALIDATION_ERROR', message: body.message, body }));
    render(<DistributorForm />);
    const user = await fillValidForm();
    await user.click(submitButton());

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Invalid mobile number']]));
    expect(box('Mobile Number').getAttribute('aria-invalid')).toBe('true');
    expect(box('First Name').value).toBe('Ravi');
  });

  it('says the submission failed when the call fails, and keeps what was typed', async () => {
    send.mockRejectedValue(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'Network Error' }));
    render(<DistributorForm />);
    const user = await fillValidForm();
    await user.click(submitButton());

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Failed to submit inquiry. Please try again.']]));
    expect(box('Last Name').value).toBe('Shah');
    expect(picker('District / City').value).toBe('Surat');
  });

  it('hides the trap field from people, the keyboard and the accessibility tree', () => {
    const { container } = render(<DistributorForm />);
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

import { ApiError } from '@shop/shared/api-client';
import { $toasts } from '@shop/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactForm } from './contact-form';

vi.mock('../api/send-contact-message', () => ({ sendContactMessage: vi.fn() }));

const send = vi.mocked(sendContactMessage);

const message = {
  name: 'Asha Patel',
  email: 'asha@example.in',
  subject: 'Bulk order',
  message: 'Do you deliver floor cleaner to Surat?',
};

const toastMessages = () => $toasts.get().map((item) => [item.kind, item.message]);

const field = {
  name: () => screen.getByLabelText('Your name') as HTMLInputElement,
  email: () => screen.getByLabelText('Email address') as HTMLInputElement,
  subject: () => screen.getByLabelText('Subject') as HTMLInputElement,
  message: () => screen.getByLabelText('Message') as HTMLTextAreaElement,
};

async function fillForm(values: Partial<typeof message> = message) {
  const user = userEvent.setup();
  for (const key of Object.keys(values) as (keyof typeof message)[]) {
    const value = values[key];
    if (value) await user.type(field[key](), value);
  }
  return user;
}

function typedValues() {
  return { name: field.name().value, email: field.email().value, subject: field.subject().value, message: field.message().value };
}

beforeEach(() => {
  send.mockReset();
});

describe('contact form', () => {
  it('asks to fill out every field, marks the empty ones and sends nothing', async () => {
    render(<ContactForm />);
    const user = await fillForm({ name: 'Asha Patel' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(toastMessages()).toEqual([['error', 'Please fill out all fields.']]);
    expect(send).not.toHaveBeenCalled();
    expect(field.name().getAttribute('aria-invalid')).toBeNull();
    for (const empty of [field.email(), field.subject(), field.message()]) {
      expect(empty.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(field.email());
  });

  it('shows the schema message for a malformed e-mail', async () => {
    render(<ContactForm />);
    const user = await fillForm({ ...message, email: 'asha-at-example' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(toastMessages()).toEqual([['error', 'Please enter a valid email address']]);
    expect(field.email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address').id).toBe(field.email().getAttribute('aria-describedby'));
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as it is edited', async () => {
    render(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field.subject().getAttribute('aria-invalid')).toBe('true');
    await user.type(field.subject(), 'B');
    expect(field.subject().getAttribute('aria-invalid')).toBeNull();
    expect(field.message().getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the four fields, says so and clears the form', async () => {
    send.mockResolvedValue({ success: true, message: 'Message received' });
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toastMessages()).toEqual([['success', 'Your message was sent successfully!']]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(message);
    expect(typedValues()).toEqual({ name: '', email: '', subject: '', message: '' });
  });

  it('disables the button with a spinner while sending', async () => {
    let answer: (reply: { success: boolean }) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer({ success: true });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the message of a reply without success and keeps the text', async () => {
    send.mockResolvedValue({ success: false, message: 'Our inbox is full, please call us.' });
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Our inbox is full, please call us.']]));
    expect(typedValues()).toEqual(message);
  });

  it('falls back to a general message when such a reply says nothing', async () => {
    send.mockResolvedValue({});
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'An unknown error occurred.']]));
  });

  it('asks to try again later when sending fails, keeping the text', async () => {
    send.mockRejectedValue(new Error('Network Error'));
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Failed to send message. Please try again later.']]));
    expect(typedValues()).toEqual(message);
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s message when it refuses the form with a 400', async () => {
    const body = { success: false, errorCode: 'VALIDATION_ERROR', message: 'Please enter a valid email address' };
    send.mockRejectedValue(new ApiError({ status: 400, errorCode: 'VALIDATION_ERROR', message: body.message, body }));
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Please enter a valid email address']]));
    expect(typedValues()).toEqual(message);
  });

  it('keeps the text of a server error to itself', async () => {
    const body = { success: false, errorCode: 'INTERNAL', message: 'Internal Server Error' };
    send.mockRejectedValue(new ApiError({ status: 500, errorCode: 'INTERNAL', message: body.message, body }));
    render(<ContactForm />);
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Failed to send message. Please try again later.']]));
  });
});

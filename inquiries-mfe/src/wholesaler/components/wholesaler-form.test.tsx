import { ApiError } from '@shop/shared/api-client';
import { bindNavigator } from '@shop/shared/navigation';
import { $toasts } from '@shop/shared/stores';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendWholesaleInquiry } from '../api/send-wholesale-inquiry';
import type { ProductOptions } from '../model/wholesaler-loader';
import { WholesalerForm as Form } from './wholesaler-form';

vi.mock('../api/send-wholesale-inquiry', () => ({ sendWholesaleInquiry: vi.fn() }));

const send = vi.mocked(sendWholesaleInquiry);
const reloadSpy = vi.fn();

const products = [
  { _id: 'p1', productName: 'Ujjwal Detergent Powder 1 kg' },
  { _id: 'p2', productName: 'Ujjwal Dishwash Liquid 500 ml' },
  { _id: 'p3', productName: 'Ujjwal Floor Cleaner 1 L' },
];

const toastMessages = () => $toasts.get().map((item) => [item.kind, item.message]);
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const productPicker = (row: number) => screen.getByRole('combobox', { name: `Product ${row}` }) as HTMLSelectElement;
const quantity = (row: number) => screen.getByRole('spinbutton', { name: `Quantity ${row}` }) as HTMLInputElement;
const removeButton = (row: number) => screen.getByRole('button', { name: `Remove product ${row}` }) as HTMLButtonElement;

async function fillCompany() {
  const user = userEvent.setup();
  await user.type(box('Company Name'), 'Shah Traders');
  await user.type(box('Contact Person'), 'Ravi Shah');
  await user.type(box('Email'), 'ravi@shahtraders.in');
  await user.type(box('Phone'), '9876543210');
  return user;
}

const ready: ProductOptions = { status: 'ready', products };

// The form as its page renders it: with the product list the page's loader gave it.
function WholesalerForm({ options = ready }: { options?: ProductOptions }) {
  return <Form options={options} />;
}

beforeEach(() => {
  send.mockReset();
  reloadSpy.mockReset();
  bindNavigator(vi.fn(), reloadSpy);
});

describe('wholesaler form', () => {
  it('offers every product its page loaded', () => {
    render(<WholesalerForm />);
    expect(productPicker(1).disabled).toBe(false);
    expect([...productPicker(1).options].map((option) => option.text)).toEqual(['Select a product', ...products.map((p) => p.productName)]);
  });

  it('says when the product list could not be loaded, and Retry runs the page loader again, keeping what was typed', async () => {
    const { rerender } = render(<WholesalerForm options={{ status: 'failed' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the product list.');
    expect(productPicker(1).disabled).toBe(true);
    const user = await fillCompany();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadSpy).toHaveBeenCalledOnce();

    rerender(<WholesalerForm options={ready} />);
    expect(productPicker(1).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box('Company Name').value).toBe('Shah Traders');
  });

  it('says when there are no products to choose from', () => {
    render(<WholesalerForm options={{ status: 'ready', products: [] }} />);
    expect(screen.getByText('No products are available right now.')).toBeTruthy();
  });

  it('adds and removes rows, always keeping one, and offers a product on one row only', async () => {
    render(<WholesalerForm />);
    const user = userEvent.setup();
    expect(removeButton(1).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.selectOptions(productPicker(1), 'p1');
    await user.selectOptions(productPicker(2), 'p2');
    expect([...productPicker(2).options].find((option) => option.value === 'p1')?.disabled).toBe(true);
    expect(removeButton(1).disabled).toBe(false);

    await user.click(removeButton(1));
    expect(productPicker(1).value).toBe('p2');
    expect(screen.queryByRole('combobox', { name: 'Product 2' })).toBeNull();
    expect(removeButton(1).disabled).toBe(true);
  });

  it('asks for the required fields, a product, a quantity of at least 1 and the tick, sending nothing', async () => {
    render(<WholesalerForm />);
    const user = userEvent.setup();
    await user.clear(quantity(1));
    await user.type(quantity(1), '0');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    expect(toastMessages()).toEqual([['error', 'Company name is required']]);
    for (const message of [
      'Contact person is required',
      'Email is required',
      'Phone number is required',
      'Choose a product',
      'Quantity must be at least 1',
      'Please confirm the inquiry details',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(box('Company Name'));
    expect(send).not.toHaveBeenCalled();

    await user.type(quantity(1), '5');
    expect(screen.queryByText('Quantity must be at least 1')).toBeNull();
  });

  it('keeps a row’s message with its row when a row above it is removed', async () => {
    render(<WholesalerForm />);
    const user = await fillCompany();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.selectOptions(productPicker(1), 'p1');
    await user.selectOptions(productPicker(2), 'p2');
    await user.clear(quantity(2));
    await user.type(quantity(2), '0');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(toastMessages()).toEqual([['error', 'Quantity must be at least 1']]);
    expect(document.activeElement).toBe(quantity(2));

    await user.click(removeButton(1));
    expect(productPicker(1).value).toBe('p2');
    expect(quantity(1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Quantity must be at least 1')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the inquiry with its rows, says so and resets the form', async () => {
    send.mockResolvedValue({ success: true, message: "Inquiry submitted successfully! We'll get back to you soon.", data: { _id: 'w1' } });
    render(<WholesalerForm />);
    const user = await fillCompany();
    await user.selectOptions(productPicker(1), 'p3');
    await user.clear(quantity(1));
    await user.type(quantity(1), '24');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    await waitFor(() => expect(toastMessages()).toEqual([['success', "Inquiry submitted successfully! We'll get back to you soon."]]));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        companyName: 'Shah Traders',
        orderType: 'Bulk',
        products: [{ productId: 'p3', quantity: 24 }],
        confirmed: true,
        website: '',
      }),
    );
    expect(box('Company Name').value).toBe('');
    expect(productPicker(1).value).toBe('');
    expect(quantity(1).value).toBe('1');
    expect((screen.getByRole('checkbox', { name: /I confirm/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('says the submission failed, marks a row the server refused and keeps what was typed', async () => {
    const body = {
      success: false,
      errorCode: 'VALIDATION_ERROR',
      message: 'This product is not available. Choose another one.',
      fields: { 'products.0.productId': 'This product is not available. Choose another one.' },
    };
    send.mockRejectedValue(new ApiError({ status: 400, errorCode: 'VALIDATION_ERROR', message: body.message, body }));
    render(<WholesalerForm />);
    const user = await fillCompany();
    await user.selectOptions(productPicker(1), 'p1');
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));

    await waitFor(() => expect(toastMessages()).toEqual([['error', 'Failed to submit inquiry. Please try again.']]));
    expect(productPicker(1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This product is not available. Choose another one.')).toBeTruthy();
    expect(box('Company Name').value).toBe('Shah Traders');
  });

  it('hides the trap field from people, the keyboard and the accessibility tree', () => {
    const { container } = render(<WholesalerForm />);
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FreeProductsModal } from './free-products-modal';

// jsdom has no close requests: a browser turns Esc in an open modal <dialog> into a cancelable
// `cancel` event and closes the dialog unless it is prevented. This does the same for these tests.
function escClosesDialogs(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
}

beforeEach(() => document.addEventListener('keydown', escClosesDialogs));
afterEach(() => document.removeEventListener('keydown', escClosesDialogs));

function renderModal() {
  const onCancel = vi.fn();
  const onContinue = vi.fn();
  render(
    <>
      <button type="button" id="place-order">
        Place Order
      </button>
      <FreeProductsModal onCancel={onCancel} onContinue={onContinue} returnFocusId="place-order" />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Free Products Unavailable' });
  return { onCancel, onContinue, dialog, placeOrder: screen.getByRole('button', { name: 'Place Order' }) };
}

describe('FreeProductsModal', () => {
  it('opens as a modal dialog with focus on Cancel inside it', () => {
    const { dialog } = renderModal();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.textContent).toContain('The free products for your order are out of stock. Continue without them?');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('Esc answers Cancel once and gives focus back to Place Order', async () => {
    const { onCancel, onContinue, placeOrder } = renderModal();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(placeOrder);
  });

  it('Cancel calls only the cancel handler and gives focus back to Place Order', async () => {
    const { onCancel, onContinue, placeOrder } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(placeOrder);
  });

  it('Continue calls only the continue handler and gives focus back to Place Order', async () => {
    const { onCancel, onContinue, placeOrder } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(placeOrder);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

afterEach(cleanup);

const question = { title: 'Clear the cart?', message: 'Every product leaves your cart.', confirmLabel: 'Clear' };

function renderButton() {
  const onConfirm = vi.fn();
  render(
    <ConfirmButton confirm={question} onConfirm={onConfirm}>
      Clear Cart
    </ConfirmButton>,
  );
  return { onConfirm, opener: screen.getByRole('button', { name: 'Clear Cart' }) };
}

describe('ConfirmButton', () => {
  it('asks first: the press opens the question and destroys nothing', async () => {
    const { onConfirm, opener } = renderButton();
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Clear the cart?' })).toHaveProperty('open', true);
    expect(screen.getByText('Every product leaves your cart.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Cancel closes the question without acting and gives focus back to the button', async () => {
    const { onConfirm, opener } = renderButton();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('the confirming button acts once, closes the question and gives focus back', async () => {
    const { onConfirm, opener } = renderButton();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

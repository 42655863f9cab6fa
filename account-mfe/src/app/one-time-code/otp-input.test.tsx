import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyDigits } from './otp-digits';
import { OtpInput } from './otp-input';

function Harness({ error }: { error?: string }) {
  const [digits, setDigits] = useState(emptyDigits());
  return (
    <>
      <OtpInput id="code" digits={digits} onChange={setDigits} error={error} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('labels each of the six boxes for screen readers', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the 6-digit code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });

  it('moves to the next box as each digit is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1234');
    expect(code()).toBe('1234');
    expect(document.activeElement).toBe(box(5));
  });

  it('goes back with Backspace, emptying the box before an empty one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('moves with the arrow keys and replaces a digit typed over', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('9');
    expect(code()).toBe('193');
    expect(document.activeElement).toBe(box(3));
  });

  it('fills every box from a pasted 6-digit code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('482 913');
    expect(code()).toBe('482913');
    expect(document.activeElement).toBe(box(6));
  });

  it('shows its error and ties it to the group', () => {
    render(<Harness error="Invalid OTP" />);
    const group = screen.getByRole('group', { name: 'Enter the 6-digit code' });
    expect(group.getAttribute('aria-describedby')).toBe('code-error');
    expect(screen.getByText('Invalid OTP').id).toBe('code-error');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
  });
});

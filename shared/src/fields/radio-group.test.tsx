// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';

afterEach(cleanup);

function Payment({ error }: { error?: string }) {
  const [value, setValue] = useState<'cod' | 'online' | null>(null);
  return (
    <RadioGroup
      id="payment"
      name="payment"
      legend="Payment Method"
      look="cards"
      options={[
        { value: 'cod', label: 'Cash on Delivery' },
        { value: 'online', label: 'Pay Online' },
      ]}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, of native radios named by their labels', () => {
    render(<Payment />);
    const group = screen.getByRole('group', { name: 'Payment Method' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveProperty('checked', false);
  });

  it('chooses by keyboard: Tab reaches the group and Space picks', async () => {
    render(<Payment />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveProperty('checked', true);
  });

  it('an error is read with the group and marks its radios invalid', () => {
    render(<Payment error="Choose how to pay" />);
    const group = screen.getByRole('group', { name: 'Payment Method' });
    expect(group.getAttribute('aria-describedby')).toBe('payment-error');
    expect(document.getElementById('payment-error')?.textContent).toBe('Choose how to pay');
    expect(screen.getByRole('radio', { name: 'Pay Online' }).getAttribute('aria-invalid')).toBe('true');
  });
});

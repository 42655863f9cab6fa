// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

afterEach(cleanup);

function Terms({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return <Checkbox id="terms" name="checked" label="I agree to the terms" checked={checked} onChange={setChecked} error={error} required />;
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label, ticked by Space', async () => {
    render(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    await userEvent.tab();
    expect(document.activeElement).toBe(box);
    await userEvent.keyboard(' ');
    expect(box).toHaveProperty('checked', true);
    expect(box.getAttribute('aria-required')).toBe('true');
  });

  it('an error is read with it and marks it invalid', () => {
    render(<Terms error="You must agree to the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('You must agree to the terms');
  });
});

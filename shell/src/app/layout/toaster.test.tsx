import { toast } from '@shop/shared/stores';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  it('shows a success toast as a status and removes it after 2 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Added to cart');
    });

    const shown = screen.getByRole('status');
    expect(shown.textContent).toBe('Added to cart');
    expect(shown.dataset.kind).toBe('success');
    wait(1999);
    expect(screen.queryByText('Added to cart')).toBeTruthy();
    wait(1);
    expect(screen.queryByText('Added to cart')).toBeNull();
  });

  it('shows an error toast as an alert and keeps it for 4 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Something went wrong');
    });

    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
    wait(3999);
    expect(screen.queryByRole('alert')).toBeTruthy();
    wait(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a toast when its dismiss button is pressed, leaving the others', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Coupon saved');
      toast.warning('Only 2 left');
    });

    const first = screen.getByText('Coupon saved').parentElement as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Coupon saved')).toBeNull();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
  });

  it('lists toasts oldest first inside a polite live region', () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast.info('First');
      toast.error('Second');
    });

    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeTruthy();
    expect([...(region?.children ?? [])].map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('shows a toast raised before the toaster mounted', () => {
    act(() => {
      toast.info('Welcome back');
    });
    render(<Toaster />);
    expect(screen.getByRole('status').textContent).toBe('Welcome back');
  });
});

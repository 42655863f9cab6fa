import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts, dismissToast, MAX_TOASTS, showToast, TOAST_DURATION, toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  clearToasts();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
  cleanStores($toasts);
});

const messages = () => $toasts.get().map((item) => item.message);

describe('toast store', () => {
  it('keeps a toast 4 s by default, 2 s for a success, 4 s for an error and 5 s for a sign-up, at most 20 at once', () => {
    expect(TOAST_DURATION).toEqual({ default: 4000, success: 2000, error: 4000, signup: 5000 });
    expect(MAX_TOASTS).toBe(20);
  });

  it('shows an info toast for 4 s by default', () => {
    const id = showToast('Hello');
    expect($toasts.get()).toEqual([{ id, kind: 'info', message: 'Hello', duration: 4000 }]);
    vi.advanceTimersByTime(3999);
    expect(messages()).toEqual(['Hello']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('dismisses a success toast after 2 s', () => {
    toast.success('Cart cleared successfully');
    expect($toasts.get()[0]).toMatchObject({ kind: 'success', duration: 2000 });
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('keeps an error toast for 4 s', () => {
    toast.error('Failed to clear cart');
    vi.advanceTimersByTime(2000);
    expect($toasts.get()[0]).toMatchObject({ kind: 'error', message: 'Failed to clear cart' });
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('shows info and warning toasts with the default duration', () => {
    toast.info('Verifying payment...');
    toast.warning('Only 2 in stock');
    expect($toasts.get().map(({ kind, duration }) => [kind, duration])).toEqual([
      ['info', 4000],
      ['warning', 4000],
    ]);
  });

  it('keeps sign-up toasts for 5 s, success or error', () => {
    toast.signup('Hello Asha, your signup was successful!');
    toast.signup('Error Occurred', 'error');
    expect($toasts.get().map(({ kind, duration }) => [kind, duration])).toEqual([
      ['success', 5000],
      ['error', 5000],
    ]);
    vi.advanceTimersByTime(4999);
    expect(messages()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('accepts a custom duration', () => {
    toast.success('Copied', 500);
    vi.advanceTimersByTime(500);
    expect(messages()).toEqual([]);
  });

  it('keeps a toast with duration 0 until dismissed', () => {
    const id = showToast('Sticky', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Sticky']);
    dismissToast(id);
    expect(messages()).toEqual([]);
  });

  it('dismisses one toast early and leaves the others', () => {
    const first = toast.info('one');
    toast.info('two');
    dismissToast(first);
    expect(messages()).toEqual(['two']);
  });

  it('shows at most 20 at once, dropping the oldest', () => {
    for (let n = 1; n <= 22; n += 1) showToast(`toast ${n}`);
    expect(messages()).toHaveLength(20);
    expect(messages()[0]).toBe('toast 3');
    expect(messages()[19]).toBe('toast 22');
  });

  it('gives every toast its own id', () => {
    const a = toast.info('a');
    const b = toast.info('b');
    expect(a).not.toBe(b);
  });

  it('clears every toast and its timer', () => {
    toast.info('a');
    toast.error('b');
    clearToasts();
    expect(messages()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels the timer of a toast dropped for being the oldest', () => {
    for (let n = 1; n <= 21; n += 1) showToast(`toast ${n}`);
    expect(vi.getTimerCount()).toBe(20);
  });
});

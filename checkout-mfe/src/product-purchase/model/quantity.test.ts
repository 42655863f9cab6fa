import { ApiError } from '@shop/shared/api-client';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clampQuantity, commitQuantityChange } from './quantity';

beforeEach(() => clearToasts());

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and 99 and whole', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('commitQuantityChange', () => {
  it('shows the new quantity at once and keeps it when saved', async () => {
    const show = vi.fn();
    await commitQuantityChange({ previous: 2, next: 3, show, persist: async () => true });
    expect(show.mock.calls).toEqual([[3]]);
  });

  it('reverts to the previous quantity when saving is refused', async () => {
    const show = vi.fn();
    await commitQuantityChange({ previous: 2, next: 3, show, persist: async () => false });
    expect(show.mock.calls).toEqual([[3], [2]]);
    expect($toasts.get()).toEqual([]);
  });

  it("reverts and says 'Failed to update quantity' when saving fails without a server message", async () => {
    const show = vi.fn();
    await commitQuantityChange({
      previous: 2,
      next: 3,
      show,
      persist: () => Promise.reject(new Error('offline')),
    });
    expect(show.mock.calls).toEqual([[3], [2]]);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Failed to update quantity']);
  });

  it("shows the server's message when it gives one", async () => {
    const refused = new ApiError({
      status: 400,
      errorCode: 'STOCK',
      message: 'Only 2 left',
      body: { success: false, message: 'Only 2 left' },
    });
    await commitQuantityChange({ previous: 1, next: 5, show: vi.fn(), persist: () => Promise.reject(refused) });
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Only 2 left']);
  });
});

import { $cart, $session, $toasts, replaceCart, signIn, toast } from '@shop/shared/stores';
import { makeProduct } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('test set-up', () => {
  // The console guard itself is tested in @shop/shared/testing.
  it('gives <dialog> the modal methods jsdom lacks, toggling open', () => {
    const dialog = document.createElement('dialog');
    const closed = vi.fn();
    dialog.addEventListener('close', closed);

    dialog.showModal();
    expect(dialog.open).toBe(true);
    dialog.close();
    expect(dialog.open).toBe(false);
    expect(closed).toHaveBeenCalledOnce();
  });

  // The next two run in order: the first leaves state behind, the second sees it gone.
  it('leaves state behind on purpose', () => {
    signIn({ fullName: 'Asha Patel', email: 'asha@example.in' });
    replaceCart([{ id: 'c1', product: makeProduct({ _id: 'p1' }), quantity: 1 }]);
    toast.info('left over');
    document.body.style.overflow = 'hidden';
    render(<p>left over</p>);
  });

  it('starts every test from a fresh page: guest session, empty cart, no toasts, nothing rendered', () => {
    expect($session.get()).toEqual({ isLoggedIn: false, userInfo: null, profileLoading: true });
    expect($cart.get()).toEqual([]);
    expect($toasts.get()).toEqual([]);
    expect(document.body.style.overflow).toBe('');
    expect(screen.queryByText('left over')).toBeNull();
  });
});

import { profileReplySchema } from '@shop/shared/contracts';
import { answer } from '@shop/shared/testing';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProfilePage from './profile-page';
import WishlistPage from './wishlist-page';

describe('exposed profile and wish list pages', () => {
  it.each([
    ['profile-page', ProfilePage],
    ['wishlist-page', WishlistPage],
  ])('%s renders inside the account boundary', (_name, Page) => {
    // The wish list's read stays on its way: the boundary is there before any reply.
    answer('GET', 'profile', profileReplySchema, () => new Promise<never>(() => {}));
    const { container } = render(<Page params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('account-mfe');
  });
});

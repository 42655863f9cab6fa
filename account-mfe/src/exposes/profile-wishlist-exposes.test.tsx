import { profileReplySchema } from '@shop/shared/contracts';
import { answer, deferred, makeUser } from '@shop/shared/testing';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProfilePage from './profile-page';
import WishlistPage from './wishlist-page';

describe('exposed profile and wish list pages', () => {
  it.each([
    ['profile-page', ProfilePage],
    ['wishlist-page', WishlistPage],
  ])('%s renders inside the account boundary', (_name, Page) => {
    // The wish list's read is on its way: the boundary is there before any reply.
    const reply = deferred<{ success: true; data: { user: ReturnType<typeof makeUser>; cart: []; wishlist: [] } }>();
    answer('GET', 'profile', profileReplySchema, () => reply.promise);
    const { container } = render(<Page params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('account-mfe');
    reply.resolve({ success: true, data: { user: makeUser(), cart: [], wishlist: [] } });
  });
});

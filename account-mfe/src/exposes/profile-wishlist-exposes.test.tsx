import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ProfilePage from './profile-page';
import WishlistPage from './wishlist-page';

vi.mock('../wishlist/api/fetch-wishlist', () => ({ fetchWishlist: vi.fn(() => new Promise(() => {})) }));

describe('exposed profile and wish list pages', () => {
  it.each([
    ['profile-page', ProfilePage],
    ['wishlist-page', WishlistPage],
  ])('%s renders inside the account boundary', (_name, Page) => {
    const { container } = render(<Page params={{}} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('account-mfe');
  });
});

import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../catalog-api/fetch-banners', () => ({ fetchBanners: async () => [] }));
vi.mock('../catalog-api/fetch-home-highlights', () => ({ fetchHomeHighlights: async () => ({ newArrived: [], topBuyers: [] }) }));

import HomePage from './home-page';

describe('home-page exposed module', () => {
  it('renders inside the catalogue boundary', async () => {
    const { container } = render(<HomePage params={{}} />);
    await act(async () => {});
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductRatings } from './product-ratings';

describe('the ratings of a product page', () => {
  it('shows each rating’s stars, words, the buyer’s first name or “Verified buyer”, and the date', () => {
    render(
      <ProductRatings
        ratings={[
          { _id: 'r2', rating: 4, review: 'Lathers well in hard water.', shopperName: 'Asha', createdAt: '2026-11-26T06:00:00.000Z' },
          { _id: 'r1', rating: 2, createdAt: '2026-11-20T06:00:00.000Z' },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Ratings from Buyers' });
    const [first, second] = within(section).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Lathers well in hard water.')).toBeTruthy();
    expect((first as HTMLElement).textContent).toContain('Asha · Verified buyer');
    expect((first as HTMLElement).textContent).toContain('26 Nov 2026');
    expect(within(second as HTMLElement).getByRole('img', { name: 'Rated 2.0 out of 5' })).toBeTruthy();
    expect((second as HTMLElement).textContent).toContain('Verified buyer');
    expect((second as HTMLElement).textContent).not.toContain('·');
  });

  it('shows nothing before the first rating', () => {
    const { container } = render(<ProductRatings ratings={[]} />);
    expect(container.textContent).toBe('');
  });
});

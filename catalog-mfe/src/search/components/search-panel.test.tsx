import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchPanel } from './search-panel';

describe('search panel', () => {
  it('focuses a labelled search box with the hint below it', () => {
    render(<SearchPanel onClose={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box.getAttribute('placeholder')).toBe('Search...');
    expect(document.activeElement).toBe(box);
    expect(screen.getByText('Type a product name, category or brand.').id).toBe(box.getAttribute('aria-describedby'));
  });

  it('takes typing without inventing results', async () => {
    const onClose = vi.fn();
    render(<SearchPanel onClose={onClose} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'floor cleaner');
    expect((box as HTMLInputElement).value).toBe('floor cleaner');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

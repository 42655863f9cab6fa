import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDetailProduct } from '../model/detail-fixtures';
import { ProductTabs } from './product-tabs';

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('product tabs', () => {
  it('opens on Description, showing the description in the tab panel', () => {
    render(<ProductTabs product={makeDetailProduct()} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Description', 'Highlights', 'Information']);
    expect(selectedTab()?.textContent).toBe('Description');
    const panel = screen.getByRole('tabpanel', { name: 'Description' });
    expect(panel.textContent).toBe('Low-foam powder for front and top loading machines.');
  });

  it('shows the highlights as a table of label and value', async () => {
    render(<ProductTabs product={makeDetailProduct()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Highlights' }));
    const panel = screen.getByRole('tabpanel', { name: 'Highlights' });
    const rows = within(panel).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Brand', 'Ujjwal'],
      ['Form', 'Powder'],
    ]);
  });

  it('shows each information section as a heading over a bullet list', async () => {
    render(<ProductTabs product={makeDetailProduct()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Information' }));
    const panel = screen.getByRole('tabpanel', { name: 'Information' });
    expect(within(panel).getByRole('heading', { name: 'How to use' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add one scoop per load.', 'Keep away from children.']);
  });

  it('moves the selection and focus with the arrow keys, wrapping, and with Home and End', async () => {
    render(<ProductTabs product={makeDetailProduct()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Highlights');
    expect(document.activeElement).toBe(selectedTab());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Description');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Information');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Description');
    await userEvent.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Information');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('says so when there are no highlights', async () => {
    render(<ProductTabs product={makeDetailProduct({ highlights: [] })} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Highlights' }));
    expect(screen.getByText('No highlights listed.')).toBeTruthy();
  });
});

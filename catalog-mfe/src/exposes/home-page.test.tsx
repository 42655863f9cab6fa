import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage, { head, loader } from './home-page';

describe('home-page exposed module', () => {
  it('renders inside the catalogue boundary, beside its loader and head', () => {
    const { container } = render(<HomePage params={{}} data={{ banners: [], highlights: { newArrived: [], topBuyers: [] } }} />);
    expect((container.firstElementChild as HTMLElement).dataset.boundary).toBe('catalog-mfe');
    expect(typeof loader).toBe('function');
    expect(typeof head).toBe('function');
  });
});

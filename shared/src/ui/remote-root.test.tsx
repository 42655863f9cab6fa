// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteRoot } from './remote-root';

afterEach(cleanup);

describe('a remote’s root element', () => {
  it('marks what it wraps with the remote’s name, with the classes it is given', () => {
    render(
      <RemoteRoot remote="catalog-mfe" className="cat:flex">
        <p>Best sellers</p>
      </RemoteRoot>,
    );
    const root = screen.getByText('Best sellers').parentElement;
    expect(root?.getAttribute('data-boundary')).toBe('catalog-mfe');
    expect(root?.className).toBe('cat:flex');
  });
});

import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useShowsServerHtml } from './shows-server-html';

function Place({ seen }: { seen: boolean[] }) {
  const fromServer = useShowsServerHtml();
  seen.push(fromServer);
  return <p>{fromServer ? 'server HTML' : 'browser'}</p>;
}

describe('useShowsServerHtml', () => {
  it('is true on the server and while hydrating, and does not render the place again once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Place seen={[]} />);
    document.body.append(container);
    const seen: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, <Place seen={seen} />);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('server HTML');
    container.remove();
  });

  it('is false for a place the browser renders first', () => {
    const seen: boolean[] = [];
    const { container } = render(<Place seen={seen} />);
    expect(seen.every((value) => value === false)).toBe(true);
    expect(container.textContent).toBe('browser');
  });
});

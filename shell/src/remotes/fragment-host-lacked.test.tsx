import type { FragmentProps } from '@shop/shared/fragments';
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForWantedFragments } from './deferred-fragments';
import { LackedFragmentsContext } from './fragment-host';
import { registerCardRemotes, TestCard } from './fragment-test-card';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function Heart({ product }: FragmentProps['wishlist-toggle']) {
  return <button type="button">Save {product.productName}</button>;
}

/** The card as hydration renders it, the server having had no code for its wish-list heart. */
const cardWithoutHeart = () => (
  <LackedFragmentsContext.Provider value={new Set(['wishlist-toggle'])}>
    <TestCard name="wishlist-toggle" />
  </LackedFragmentsContext.Provider>
);

beforeEach(async () => {
  runtime.loadRemote.mockReset();
  registerCardRemotes();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return listenForWantedFragments(document);
});

describe('a fragment the server had no code for', () => {
  it('hydrates the fallback the server sent with no error to report, then loads the fragment in its place', async () => {
    // What the server sends for it: the fallback, bare (fragment-host-server.test shows it is the same HTML).
    const container = document.createElement('div');
    container.innerHTML = renderToString(cardWithoutHeart());
    document.body.append(container);
    const recovered = vi.fn();
    let deliver: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));

    await act(async () => {
      hydrateRoot(container, cardWithoutHeart(), { onRecoverableError: recovered });
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'View Product' })).toBeTruthy();

    // The browser does what the server could not: the section's code loads, and the fragment takes the fallback's place.
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('account/wishlist-toggle'));
    await act(async () => deliver({ default: Heart }));
    expect(await screen.findByRole('button', { name: 'Save Ujjwal Dishwash Gel' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Product' })).toBeNull();
    expect(recovered).not.toHaveBeenCalled();
    container.remove();
  });

  it('is a hydration error without the list the server sends', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(cardWithoutHeart());
    document.body.append(container);
    const recovered = vi.fn();
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));

    await act(async () => {
      hydrateRoot(container, <TestCard name="wishlist-toggle" />, { onRecoverableError: recovered });
    });
    expect(recovered).toHaveBeenCalled();
    container.remove();
  });
});

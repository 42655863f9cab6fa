import type { FragmentProps } from '@shop/shared/fragments';
import type { PageModule } from '@shop/shared/page';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForWantedFragments } from './deferred-fragments';
import { registerCardRemotes, TestCard } from './fragment-test-card';
import { loadRemotePage } from './load-remote';
import { type LoadedPages, LoadedPagesContext } from './page-source';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const pressed = vi.fn();

function CartButton({ product }: FragmentProps['add-to-cart']) {
  return (
    <button type="button" onClick={() => pressed(product._id)}>
      Add {product.productName} to cart
    </button>
  );
}

function Heart({ product }: FragmentProps['wishlist-toggle']) {
  return <button type="button">Save {product.productName}</button>;
}

const typed = vi.fn();

/** A fragment with a field: what the shopper typed reaches its handler. */
function QuantityBox() {
  const [value, setValue] = useState('1');
  return (
    <input
      aria-label="Quantity"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        typed(event.target.value);
      }}
    />
  );
}

let stopListening = () => {};

/** The card's HTML as the server renders it, with the fragment's module loaded there, in the document. */
function serverHtml(name: 'add-to-cart' | 'product-purchase', component: unknown): HTMLElement {
  const serverModule: LoadedPages = () => ({ default: component }) as unknown as PageModule;
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <LoadedPagesContext.Provider value={serverModule}>
      <TestCard name={name} />
    </LoadedPagesContext.Provider>,
  );
  document.body.append(container);
  return container;
}

beforeEach(async () => {
  pressed.mockReset();
  typed.mockReset();
  runtime.loadRemote.mockReset();
  registerCardRemotes();
  await new Promise((resolve) => setTimeout(resolve, 0));
  stopListening = listenForWantedFragments(document);
});

afterEach(() => stopListening());

describe('a fragment the server rendered', () => {
  it('keeps the server HTML without loading its section, and answers a tap given before its code once it is hydrated', async () => {
    // The server renders the card with the checkout section's button in it.
    const container = serverHtml('add-to-cart', CartButton);
    let deliver: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));

    await act(async () => {
      hydrateRoot(container, <TestCard name="add-to-cart" />);
    });
    const button = screen.getByRole('button', { name: 'Add Ujjwal Dishwash Gel to cart' });
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    // The shopper taps before the section's code is there: nothing is lost, the code is asked for.
    button.click();
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('checkout/add-to-cart'));
    expect(pressed).not.toHaveBeenCalled();

    await act(async () => deliver({ default: CartButton }));
    await waitFor(() => expect(pressed).toHaveBeenCalledWith('p1'));
    expect(pressed).toHaveBeenCalledTimes(1);
    // The same button, hydrated: the server's HTML was never replaced by the fallback.
    expect(screen.getByRole('button', { name: 'Add Ujjwal Dishwash Gel to cart' })).toBe(button);
    container.remove();
  });
});

describe('a fragment the server rendered, typed into before its code', () => {
  it('gives the fragment what the shopper typed once it is hydrated', async () => {
    const container = serverHtml('product-purchase', QuantityBox);
    let deliver: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    await act(async () => {
      hydrateRoot(container, <TestCard name="product-purchase" />);
    });

    const box = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    box.value = '3';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('checkout/product-purchase'));
    expect(typed).not.toHaveBeenCalled();

    await act(async () => deliver({ default: QuantityBox }));
    await waitFor(() => expect(typed).toHaveBeenLastCalledWith('3'));
    expect(box.value).toBe('3');
    container.remove();
  });
});

describe('a fragment the browser renders', () => {
  it('answers taps at once when its code is already loaded (a page reached by a link)', async () => {
    runtime.loadRemote.mockResolvedValue({ default: CartButton });
    await loadRemotePage('checkout', 'add-to-cart');

    render(<TestCard name="add-to-cart" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ujjwal Dishwash Gel to cart' }));
    expect(pressed).toHaveBeenCalledExactlyOnceWith('p1');
  });

  it('loads its section at once, showing its fallback meanwhile', async () => {
    let deliver: (module: unknown) => void = () => {};
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (deliver = resolve)));

    render(<TestCard name="wishlist-toggle" />);

    expect(screen.getByRole('link', { name: 'View Product' })).toBeTruthy();
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('account/wishlist-toggle'));
    await act(async () => deliver({ default: Heart }));
    expect(await screen.findByRole('button', { name: 'Save Ujjwal Dishwash Gel' })).toBeTruthy();
  });
});

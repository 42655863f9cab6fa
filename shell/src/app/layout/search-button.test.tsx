import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTestRemotes, WithTestRoutes } from '../../remotes/register-test-remotes';
import { SearchButton } from './search-button';
import type { SearchPanelProps } from './search-overlay-frame';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerPlugins: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function SearchPanel({ onClose }: SearchPanelProps) {
  return (
    <div>
      <input placeholder="Search..." />
      <button type="button" onClick={onClose}>
        Pick a result
      </button>
    </div>
  );
}

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByPlaceholderText('Search...');
  return screen.getByRole('dialog', { name: 'Search Products' });
}

beforeEach(() => {
  registerTestRemotes();
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockResolvedValue({ default: SearchPanel });
  scrolledTo(0);
});

describe('SearchButton', () => {
  it('is not offered while no remote fills the search slot', () => {
    render(<SearchButton />);
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });

  it("opens the overlay with the catalogue's search panel", async () => {
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: WithTestRoutes });
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await openSearch(user);

    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(runtime.loadRemote).toHaveBeenCalledExactlyOnceWith('catalog/search-overlay');
  });

  it('does not load the catalogue until search is opened', () => {
    render(<SearchButton />, { wrapper: WithTestRoutes });
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('locks page scrolling while open', async () => {
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: WithTestRoutes });
    await openSearch(user);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, restoring the page overflow and scroll position', async () => {
    document.body.style.overflow = 'auto';
    scrolledTo(640);
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: WithTestRoutes });
    await openSearch(user);
    vi.mocked(window.scrollTo).mockClear();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('closes with its close button and gives focus back to the search button', async () => {
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: WithTestRoutes });
    await openSearch(user);

    await user.click(screen.getByRole('button', { name: 'Close search' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('lets the panel close the overlay, e.g. when a result is chosen', async () => {
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: WithTestRoutes });
    await openSearch(user);

    await user.click(screen.getByRole('button', { name: 'Pick a result' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the unavailable panel inside the overlay when the catalogue cannot be loaded, and still closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: WithTestRoutes });

    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'This section is unavailable' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });
});

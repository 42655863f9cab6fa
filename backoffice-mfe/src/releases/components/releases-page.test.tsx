import { ApiError, adminRequest } from '@shop/shared/api-client';
import type { RegistryOverview } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASES_FAILED, ReleasesPage } from './releases-page';

vi.mock('@shop/shared/api-client', async (original) => ({
  ...(await original<typeof import('@shop/shared/api-client')>()),
  adminRequest: vi.fn(),
}));
const call = vi.mocked(adminRequest);

const overview: RegistryOverview = {
  remotes: {
    catalog: {
      entry: 'http://x/1/mf-manifest.json',
      release: '1.0.0-a',
      candidate: { entry: 'http://x/2/mf-manifest.json', release: '1.1.0-b', percent: 50 },
    },
  },
  names: ['catalog'],
  retired: [],
  releases: [
    { remote: 'catalog', release: '1.1.0-b', entry: 'http://x/2/mf-manifest.json', createdAt: '2026-11-23T10:00:00Z' },
    { remote: 'catalog', release: '1.0.0-a', entry: 'http://x/1/mf-manifest.json', createdAt: '2026-11-23T09:00:00Z' },
  ],
  health: [],
  events: [
    {
      id: 'e1',
      remote: 'catalog',
      kind: 'automatic-rollback',
      release: '0.9.0-z',
      detail: { views: 40, loadFailures: 20, renderErrors: 0, failurePercent: 50 },
      createdAt: '2026-11-23T08:00:00Z',
    },
  ],
  rollback: { minViews: 50, failurePercent: 20, failuresPerAddress: 3 },
};

const reply = (data: unknown, message = 'ok') => ({ success: true as const, message, data });

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (method, endpoint) => (method === 'GET' ? reply(overview) : reply(null, `${endpoint} done`)));
});

describe('the release engineer’s page', () => {
  it('shows each rollout and the history, and sends the commands', async () => {
    const user = userEvent.setup();
    render(<ReleasesPage />);
    const card = await screen.findByRole('region', { name: 'catalog' });
    expect(within(card).getByTestId('catalog-candidate').textContent).toBe('1.1.0-b at 50 %');
    expect(screen.getByTestId('rollout-event').textContent).toContain('automatic-rollback');
    expect(screen.getByTestId('rollout-event').textContent).toContain('failurePercent 50');

    await user.clear(within(card).getByLabelText('Share %'));
    await user.type(within(card).getByLabelText('Share %'), '100');
    await user.click(within(card).getByRole('button', { name: 'Roll out' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Roll back' }).hasAttribute('disabled')).toBe(false));
    await user.click(within(card).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(call.mock.calls.filter(([method]) => method === 'POST').map(([, endpoint, body]) => [endpoint, body])).toEqual([
        ['releases/catalog/rollout', { release: '1.1.0-b', percent: 100 }],
        ['releases/catalog/rollback', undefined],
      ]),
    );
    await waitFor(() => expect($toasts.get().map((toast) => toast.message)).toContain('releases/catalog/rollback done'));
  });

  it('keeps a failure on screen while the next refresh is on its way, and clears it when one answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const replies: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = [];
    call.mockImplementation(() => new Promise((resolve, reject) => replies.push({ resolve, reject })) as never);
    render(<ReleasesPage />);
    await waitFor(() => expect(replies).toHaveLength(1));
    replies[0]?.reject(new ApiError({ status: 503, errorCode: 'HTTP_503', message: 'Service Unavailable' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RELEASES_FAILED);

    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(replies).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe(RELEASES_FAILED);

    replies[1]?.resolve(reply(overview));
    expect(await screen.findByRole('region', { name: 'catalog' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });
});

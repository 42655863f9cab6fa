import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Overview } from './ops-api';
import OpsPage from './ops-page';

const overview: Overview = {
  remotes: {
    catalog: {
      entry: 'http://x/1/mf-manifest.json',
      release: '1.0.0-a',
      candidate: { entry: 'http://x/2/mf-manifest.json', release: '1.1.0-b', percent: 50 },
    },
  },
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
  rollback: { minViews: 50, failurePercent: 20 },
};

const calls: Array<{ url: string; method: string; authorization: string | null }> = [];

beforeEach(() => {
  sessionStorage.clear();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const authorization = new Headers(init.headers).get('authorization');
      calls.push({ url, method: init.method ?? 'GET', authorization });
      if (authorization !== 'Bearer right-token')
        return new Response(JSON.stringify({ message: 'Operator token required' }), { status: 401 });
      return new Response(JSON.stringify({ success: true, data: url.endsWith('/remotes') ? overview : {} }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the operator page', () => {
  it('asks for the token again when the API refuses it', async () => {
    const user = userEvent.setup();
    render(<OpsPage />);
    await user.type(screen.getByLabelText('Operator token'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Show releases' }));
    expect(await screen.findByText('That token was not accepted.')).toBeTruthy();
    expect(sessionStorage.getItem('shop-operator-token')).toBeNull();
  });

  it('shows each rollout and the history, and sends the commands with the token', async () => {
    const user = userEvent.setup();
    render(<OpsPage />);
    await user.type(screen.getByLabelText('Operator token'), 'right-token');
    await user.click(screen.getByRole('button', { name: 'Show releases' }));
    const card = await screen.findByRole('region', { name: 'catalog' });
    expect(within(card).getByTestId('catalog-candidate').textContent).toBe('1.1.0-b at 50 %');
    expect(screen.getByTestId('rollout-event').textContent).toContain('automatic-rollback');
    expect(screen.getByTestId('rollout-event').textContent).toContain('failurePercent 50');

    await user.clear(within(card).getByLabelText('Share %'));
    await user.type(within(card).getByLabelText('Share %'), '100');
    await user.click(within(card).getByRole('button', { name: 'Roll out' }));
    await user.click(within(card).getByRole('button', { name: 'Roll back' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        '/api/operator/remotes/catalog/rollout',
        '/api/operator/remotes/catalog/rollback',
      ]),
    );
    expect(calls.every((call) => call.authorization === 'Bearer right-token' || call.method === 'GET')).toBe(true);
  });

  it('keeps a failure on screen while the next refresh is on its way, and clears it when one answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    sessionStorage.setItem('shop-operator-token', 'right-token');
    const replies: Array<(response: Response) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => replies.push(resolve))),
    );
    render(<OpsPage />);
    await waitFor(() => expect(replies).toHaveLength(1));
    replies[0]?.(new Response(JSON.stringify({ message: 'Registry unavailable' }), { status: 503 }));
    expect((await screen.findByRole('alert')).textContent).toBe('Registry unavailable');

    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(replies).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe('Registry unavailable');

    replies[1]?.(new Response(JSON.stringify({ success: true, data: overview })));
    expect(await screen.findByRole('region', { name: 'catalog' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });
});

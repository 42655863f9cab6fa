import { operatorRegistryReplySchema, type RegistryOverview, releaseChangeReplySchema, rolloutReplySchema } from '@shop/shared/contracts';
import { $toasts } from '@shop/shared/stores';
import { answerAdmin, deferred, refusal } from '@shop/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RELEASES_FAILED, ReleasesPage } from './releases-page';

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

const registry = (data: RegistryOverview) => ({ success: true as const, message: 'ok', data });
type RegistryReply = ReturnType<typeof registry> | Response;

describe('the release engineer’s page', () => {
  it('shows each rollout and the history, and sends the commands', async () => {
    answerAdmin('GET', 'releases', operatorRegistryReplySchema, registry(overview));
    const rollouts = answerAdmin('POST', 'releases/catalog/rollout', rolloutReplySchema, ({ body }) => {
      const { release, percent } = body as { release: string; percent: number };
      return {
        success: true as const,
        message: `catalog ${release} rolled out to ${percent} %`,
        data: { remote: 'catalog', release, percent },
      };
    });
    const rollbacks = answerAdmin('POST', 'releases/catalog/rollback', releaseChangeReplySchema, {
      success: true,
      message: 'catalog 1.1.0-b rolled back',
      data: { remote: 'catalog', release: '1.1.0-b' },
    });
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
      expect([...rollouts, ...rollbacks].map((call) => [call.url.pathname, call.body])).toEqual([
        ['/api/admin/v1/releases/catalog/rollout', { release: '1.1.0-b', percent: 100 }],
        ['/api/admin/v1/releases/catalog/rollback', undefined],
      ]),
    );
    await waitFor(() =>
      expect($toasts.get().map((toast) => toast.message)).toEqual(['catalog 1.1.0-b rolled out to 100 %', 'catalog 1.1.0-b rolled back']),
    );
  });

  it('keeps a failure on screen while the next refresh is on its way, and clears it when one answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Each read is held until the test answers it; `asked[n]` settles when read n arrives (waitFor
    // would poll with the faked setInterval, and vi.waitFor would move it on).
    const replies: Array<ReturnType<typeof deferred<RegistryReply>>> = [];
    const asked = [deferred<void>(), deferred<void>()];
    answerAdmin('GET', 'releases', operatorRegistryReplySchema, ({ index }) => {
      const reply = deferred<RegistryReply>();
      replies.push(reply);
      asked[index]?.resolve();
      return reply.promise;
    });
    render(<ReleasesPage />);
    await asked[0]?.promise;
    replies[0]?.resolve(refusal(503, 'HTTP_503', 'Service Unavailable'));
    expect((await screen.findByRole('alert')).textContent).toBe(RELEASES_FAILED);

    act(() => vi.advanceTimersByTime(5000));
    await asked[1]?.promise;
    expect(replies).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe(RELEASES_FAILED);

    replies[1]?.resolve(registry(overview));
    expect(await screen.findByRole('region', { name: 'catalog' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
  });
});

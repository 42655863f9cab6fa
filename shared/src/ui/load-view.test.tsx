// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadStatus } from '../query/use-query';
import { LoadView } from './load-view';

afterEach(cleanup);

const view = (status: LoadStatus, isEmpty: boolean, onRetry = vi.fn()) =>
  render(
    <LoadView
      status={status}
      loading={<p>Loading the list…</p>}
      failure="Could not load the list."
      onRetry={onRetry}
      isEmpty={isEmpty}
      empty={<p>Nothing here yet</p>}
    >
      <ul>
        <li>First</li>
      </ul>
    </LoadView>,
  );

describe('LoadView', () => {
  it('shows the loading block while the read is on its way', () => {
    view('loading', true);
    expect(screen.getByText('Loading the list…')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });

  it('shows the failure with a Try Again button that reads again', async () => {
    const onRetry = vi.fn();
    view('failed', false, onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the list.');
    expect(screen.queryByText('First')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the retry button as the page asks', () => {
    render(
      <LoadView status="failed" failure="Down." onRetry={vi.fn()} retryLabel="Retry" isEmpty={false} empty={null}>
        {null}
      </LoadView>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows the empty block for an empty answer and the list otherwise', () => {
    const { unmount } = view('ready', true);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
    unmount();
    view('ready', false);
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
  });
});

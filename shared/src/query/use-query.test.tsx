// @vitest-environment jsdom
import { deferred } from '@shop/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, invalidateQueries } from './query-client';
import { useQuery } from './use-query';

beforeEach(clearQueryCache);

describe('useQuery', () => {
  it('is loading with the initial value, then ready with the answer', async () => {
    const { result } = renderHook(() => useQuery(['letters'], () => Promise.resolve(['a']), [] as string[]));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
  });

  it('fails with the error, and retry reads again', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const { result } = renderHook(() => useQuery(['word'], read, ''));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toEqual(new Error('down'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('back');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again when the key changes, ignoring a slower answer for the old key', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ key }) => useQuery(['for', key], () => answers[key]?.promise ?? Promise.reject(), ''), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => answers.b?.resolve('for b'));
    await act(async () => answers.a?.resolve('for a'));
    expect(result.current.data).toBe('for b');
    expect(result.current.status).toBe('ready');
  });

  it('keeps the last answer on screen while the next key’s answer is on its way', async () => {
    const next = deferred<string>();
    const { result, rerender } = renderHook(
      ({ page }) => useQuery(['page', page], () => (page === 1 ? Promise.resolve('page 1') : next.promise), ''),
      {
        initialProps: { page: 1 },
      },
    );
    await waitFor(() => expect(result.current.data).toBe('page 1'));
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ status: 'loading', data: 'page 1' });
    await act(async () => next.resolve('page 2'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'page 2' });
  });

  it('sends one read for two components asking for the same key, and on coming back shows the cached answer at once while it reads again', async () => {
    const read = vi.fn<() => Promise<string>>().mockResolvedValueOnce('shared').mockResolvedValueOnce('newer');
    const first = renderHook(() => useQuery(['same'], read, ''));
    const second = renderHook(() => useQuery(['same'], read, ''));
    await waitFor(() => expect(second.result.current.data).toBe('shared'));
    expect(first.result.current.data).toBe('shared');
    expect(read).toHaveBeenCalledTimes(1);
    first.unmount();
    second.unmount();
    const later = renderHook(() => useQuery(['same'], read, ''));
    expect(later.result.current).toMatchObject({ status: 'ready', data: 'shared' });
    await waitFor(() => expect(later.result.current.data).toBe('newer'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again when a change invalidates its root', async () => {
    const read = vi.fn<() => Promise<number>>().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    const { result } = renderHook(() => useQuery(['cart'], read, 0));
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => invalidateQueries('cart'));
    await waitFor(() => expect(result.current.data).toBe(2));
  });
});

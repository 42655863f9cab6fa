// @vitest-environment jsdom
import { deferred } from '@shop/shared/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useClientData } from './use-client-data';

/** A promise the test settles when it chooses. */

describe('useClientData', () => {
  it('is loading with the initial value, then ready with the answer', async () => {
    const { result } = renderHook(() => useClientData(() => Promise.resolve(['a']), [] as string[], []));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
  });

  it('fails with the error, and retry reads again', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const { result } = renderHook(() => useClientData(read, '', []));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toEqual(new Error('down'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('back');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the newest answer when an older read arrives after it', async () => {
    const first = deferred<string>();
    const read = vi.fn<() => Promise<string>>().mockReturnValueOnce(first.promise).mockResolvedValueOnce('new');
    const { result } = renderHook(() => useClientData(read, '', []));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('new'));
    await act(async () => first.resolve('old'));
    expect(result.current.data).toBe('new');
    expect(result.current.status).toBe('ready');
  });

  it('reads again when a dependency changes, ignoring the answer for the old one', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ key }) => useClientData(() => answers[key]?.promise ?? Promise.reject(), '', [key]), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => answers.b?.resolve('for b'));
    await act(async () => answers.a?.resolve('for a'));
    expect(result.current.data).toBe('for b');
  });
});

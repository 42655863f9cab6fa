import { describe, expect, it, vi } from 'vitest';
import { createViewReporter } from './view-reports';

describe('page-view reports', () => {
  it('sends the views of a second in one call with the operator token', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fetchSpy = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response('{}');
    });
    const reporter = createViewReporter({ url: 'http://api/views', token: 't' }, { intervalMs: 60_000, fetch: fetchSpy as typeof fetch });
    reporter.report({ viewId: 'a', remotes: [{ remote: 'catalog', release: '1' }] });
    reporter.report({ viewId: 'b', remotes: [{ remote: 'catalog', release: '2', failure: 'load' }] });
    reporter.report({ viewId: 'c', remotes: [] });
    await reporter.flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.headers).toMatchObject({ authorization: 'Bearer t' });
    expect(JSON.parse(String(calls[0]?.init.body)).views.map((view: { viewId: string }) => view.viewId)).toEqual(['a', 'b']);
    await reporter.flush();
    expect(calls).toHaveLength(1);
  });

  it('sends more views than one call holds without waiting a second per call', async () => {
    let sent = 0;
    const fetchSpy = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent += JSON.parse(String(init?.body)).views.length;
      return new Response('{}');
    });
    const reporter = createViewReporter({ url: 'http://api/views', token: 't' }, { intervalMs: 60_000, fetch: fetchSpy as typeof fetch });
    for (let n = 0; n < 1800; n++) reporter.report({ viewId: `v${n}`, remotes: [{ remote: 'catalog', release: '1' }] });
    await reporter.flush();
    await vi.waitFor(() => expect(sent).toBe(1800), { timeout: 1000 });
    expect(fetchSpy.mock.calls.length).toBe(4);
  });

  it('reads its token before each call, and keeps the views until there is one', async () => {
    const sent: string[] = [];
    const fetchSpy = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      sent.push(((init?.headers ?? {}) as Record<string, string>).authorization ?? '');
      return new Response('{}');
    });
    let token: string | undefined;
    const reporter = createViewReporter(
      { url: 'http://api/views', token: () => token },
      { intervalMs: 60_000, fetch: fetchSpy as typeof fetch },
    );
    reporter.report({ viewId: 'a', remotes: [{ remote: 'catalog', release: '1' }] });
    await reporter.flush();
    expect(sent).toEqual([]);
    token = 'views-1';
    await reporter.flush();
    token = 'views-2';
    reporter.report({ viewId: 'b', remotes: [{ remote: 'catalog', release: '1' }] });
    await reporter.flush();
    expect(sent).toEqual(['Bearer views-1', 'Bearer views-2']);
  });

  it('drops a batch the registry cannot take, without throwing', async () => {
    const reporter = createViewReporter(
      { url: 'http://api/views', token: 't' },
      { intervalMs: 60_000, fetch: (() => Promise.reject(new Error('down'))) as typeof fetch },
    );
    vi.spyOn(console, 'info').mockImplementation(() => {});
    reporter.report({ viewId: 'a', remotes: [{ remote: 'catalog', release: '1' }] });
    await expect(reporter.flush()).resolves.toBeUndefined();
  });
});

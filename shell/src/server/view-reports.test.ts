import { batchOfView, viewsBody } from '@shop/shared/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createViewReporter } from './view-reports';

/** A reporter whose calls are kept, each body checked against what the API takes. */
function reporterWithCalls(token: string | (() => string | undefined) = 't') {
  const calls: Array<{ headers: Record<string, string>; body: ReturnType<typeof viewsBody.parse> }> = [];
  const fetchSpy = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push({ headers: (init?.headers ?? {}) as Record<string, string>, body: viewsBody.parse(JSON.parse(String(init?.body))) });
    return new Response('{}');
  });
  const reporter = createViewReporter({ url: 'http://api/views', token }, { intervalMs: 60_000, fetch: fetchSpy as typeof fetch });
  return { reporter, calls, fetchSpy };
}

const catalog = (release: string) => [{ remote: 'catalog', release }];

describe('page-view reports', () => {
  it('counts the views of a second per set of releases, each view with an id of its own in its batch', async () => {
    const { reporter, calls } = reporterWithCalls();
    const ids = [reporter.count(catalog('1')), reporter.count(catalog('2')), reporter.count(catalog('1'))];
    expect(reporter.count([])).toBeUndefined();
    await reporter.flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer t' });
    const [one, two] = calls[0]?.body.batches ?? [];
    expect([one?.views, two?.views]).toEqual([2, 1]);
    expect([one?.remotes, two?.remotes]).toEqual([catalog('1'), catalog('2')]);
    expect(ids.map((id) => batchOfView(id ?? ''))).toEqual([
      { batchId: one?.batchId, number: 0 },
      { batchId: two?.batchId, number: 0 },
      { batchId: one?.batchId, number: 1 },
    ]);
    await reporter.flush();
    expect(calls).toHaveLength(1);
    // A sent batch is closed: the next second's views start a new one.
    const next = reporter.count(catalog('1'));
    await reporter.flush();
    expect(calls[1]?.body.batches).toEqual([{ batchId: batchOfView(next ?? '').batchId, views: 1, remotes: catalog('1') }]);
  });

  it('reports a view rendered for its own request as a batch of one, with the failures it met', async () => {
    const { reporter, calls } = reporterWithCalls();
    const viewId = reporter.newViewId();
    reporter.report({
      viewId,
      remotes: [
        { remote: 'catalog', release: '2', failure: 'render', message: 'boom' },
        ...catalog('1').map((use) => ({ ...use, remote: 'account' })),
      ],
    });
    reporter.report({ viewId: reporter.newViewId(), remotes: [] });
    await reporter.flush();
    expect(calls[0]?.body).toEqual({
      batches: [
        {
          batchId: viewId,
          views: 1,
          remotes: [
            { remote: 'catalog', release: '2' },
            { remote: 'account', release: '1' },
          ],
        },
      ],
      failures: [{ viewId, remote: 'catalog', release: '2', failure: 'render', message: 'boom' }],
    });
  });

  it('sends more than one call holds without waiting a second per call', async () => {
    const { reporter, calls, fetchSpy } = reporterWithCalls();
    for (let n = 0; n < 1800; n++) reporter.report({ viewId: reporter.newViewId(), remotes: catalog('1') });
    await reporter.flush();
    await vi.waitFor(() => expect(calls.reduce((sum, call) => sum + call.body.batches.length, 0)).toBe(1800), { timeout: 1000 });
    expect(fetchSpy.mock.calls.length).toBe(4);
  });

  it('reads its token before each call, and keeps the views until there is one', async () => {
    let token: string | undefined;
    const { reporter, calls } = reporterWithCalls(() => token);
    reporter.count(catalog('1'));
    await reporter.flush();
    expect(calls).toEqual([]);
    token = 'views-1';
    await reporter.flush();
    token = 'views-2';
    reporter.count(catalog('1'));
    await reporter.flush();
    expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer views-1', 'Bearer views-2']);
    expect(calls.map((call) => call.body.batches[0]?.views)).toEqual([1, 1]);
  });

  it('drops a report the registry cannot take, without throwing', async () => {
    const reporter = createViewReporter(
      { url: 'http://api/views', token: 't' },
      { intervalMs: 60_000, fetch: (() => Promise.reject(new Error('down'))) as typeof fetch },
    );
    vi.spyOn(console, 'info').mockImplementation(() => {});
    reporter.count(catalog('1'));
    await expect(reporter.flush()).resolves.toBeUndefined();
  });
});

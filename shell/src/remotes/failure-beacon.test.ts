import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

// jsdom's Blob has no text(); FileReader reads it.
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function freshBeacon() {
  vi.useFakeTimers();
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const beacon = await import('./failure-beacon');
  return { ...beacon, sendBeacon };
}

describe('failure beacon', () => {
  it('sends the first failure of each remote in one beacon naming the page view', async () => {
    const { startFailureReports, reportRemoteFailure, sendBeacon } = await freshBeacon();
    startFailureReports('view-1');
    reportRemoteFailure('catalog', 'load', { message: 'catalog: failed to fetch' });
    reportRemoteFailure('catalog', 'render');
    reportRemoteFailure('account', 'hydration', { message: 'x'.repeat(600), stack: 'y'.repeat(2500) });
    vi.advanceTimersByTime(1000);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    vi.useRealTimers();
    expect(url).toBe('/api/remotes/failures');
    expect(JSON.parse(await blobText(body as Blob))).toEqual({
      viewId: 'view-1',
      failures: [
        { remote: 'catalog', kind: 'load', message: 'catalog: failed to fetch' },
        { remote: 'account', kind: 'hydration', message: 'x'.repeat(500), stack: 'y'.repeat(2000) },
      ],
    });
  });

  it('sends nothing for a page the server did not render', async () => {
    const { startFailureReports, reportRemoteFailure, sendBeacon } = await freshBeacon();
    startFailureReports(undefined);
    reportRemoteFailure('catalog', 'load');
    vi.advanceTimersByTime(1000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

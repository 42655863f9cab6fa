// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { followChanges } from './change-feed';

const stream = (text: string) => new Response(new Blob([text]).stream(), { headers: { 'content-type': 'text/event-stream' } });

describe('the catalogue change feed', () => {
  it('passes on whole events only, an event split across reads once it is complete', async () => {
    const seen: string[] = [];
    const parts = ['retry: 1000\n\nid: a:1\ndata: *\n\n: still here\n\nid: a:2\ndata: ban', 'ners\n\n'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(part));
      },
    });
    const feed = followChanges({
      url: 'http://api/changes',
      onChange: (tag) => seen.push(tag),
      retryMs: 60_000,
      fetch: (async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })) as typeof globalThis.fetch,
    });
    await vi.waitFor(() => expect(seen).toEqual(['*', 'banners']));
    feed.stop();
  });

  it('passes each change on and connects again with the last id it read', async () => {
    const seen: string[] = [];
    const asked: Array<string | undefined> = [];
    const answers = [stream('id: e:1\ndata: *\n\nid: e:2\ndata: banners\n\n'), stream('id: e:3\ndata: catalogue\n\n')];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      asked.push(headers['last-event-id']);
      return answers.shift() ?? new Promise<Response>(() => {});
    });
    const feed = followChanges({
      url: 'http://api/changes',
      onChange: (tag) => seen.push(tag),
      retryMs: 1,
      fetch: fetch as typeof globalThis.fetch,
    });
    await vi.waitFor(() => expect(seen).toEqual(['*', 'banners', 'catalogue']));
    feed.stop();
    expect(asked.slice(0, 2)).toEqual([undefined, 'e:2']);
  });
});

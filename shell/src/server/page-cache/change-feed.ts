import { createParser } from 'eventsource-parser';

/** What the API's change stream says changed: tags of what a page shows, or `*` for anything. */
export type ChangeListener = (tag: string) => void;

export interface ChangeFeedOptions {
  /** The API's `/api/v1/catalogue/changes`. */
  url: string;
  onChange: ChangeListener;
  /** How long to wait before connecting again after the stream ended or failed. */
  retryMs?: number;
  fetch?: typeof fetch;
}

/**
 * Follows the API's catalogue changes for as long as the server runs: each change names what it
 * touched, and a stream that ended or failed is connected again with the last id read, so only what
 * was missed comes again (or `*` when that cannot be told, and the pages are all dropped).
 */
export function followChanges(options: ChangeFeedOptions): { stop: () => void } {
  const send = options.fetch ?? fetch;
  const stopped = new AbortController();
  let lastId: string | undefined;

  async function readOnce(): Promise<void> {
    const response = await send(options.url, {
      headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
      signal: stopped.signal,
    });
    if (!response.ok || !response.body) throw new Error(`change stream answered ${response.status}`);
    const parser = createParser({
      onEvent: (event) => {
        if (event.id) lastId = event.id;
        options.onChange(event.data);
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) parser.feed(decoder.decode(read.value, { stream: true }));
  }

  void (async () => {
    while (!stopped.signal.aborted) {
      try {
        await readOnce();
      } catch {
        // The API restarting or unreachable: what it missed meanwhile comes as `*` on the next stream.
      }
      if (!stopped.signal.aborted) await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000).unref());
    }
  })();
  return { stop: () => stopped.abort() };
}

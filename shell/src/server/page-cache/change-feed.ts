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

/** The `data` of each complete event in `text`, and what is left of an event still arriving. */
export function readEvents(text: string): { events: Array<{ id?: string; data: string }>; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: Array<{ id?: string; data: string }> = [];
  for (const block of blocks) {
    let id: string | undefined;
    let data: string | undefined;
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim();
      if (line.startsWith('data:')) data = line.slice(5).trim();
    }
    if (data !== undefined) events.push({ id, data });
  }
  return { events, rest };
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
    const decoder = new TextDecoder();
    let pending = '';
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const { events, rest } = readEvents(pending + decoder.decode(read.value, { stream: true }));
      pending = rest;
      for (const event of events) {
        if (event.id) lastId = event.id;
        options.onChange(event.data);
      }
    }
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

import { PassThrough } from 'node:stream';
import { type ReactNode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { streamOptions } from './stream-options';

function streamShell(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      ...streamOptions,
      onShellReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk) => {
          html += chunk;
        });
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe('page streaming', () => {
  it('writes a large rendered section in place, so it shows without scripts', async () => {
    const words = 'Ujjwal Matic Detergent Powder '.repeat(1000);
    const html = await streamShell(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <article>{words}</article>
        </Suspense>
      </main>,
    );
    expect(html).toContain(`<main><!--$--><article>${words}</article><!--/$--></main>`);
    expect(html).not.toContain('Loading…');
  });
});

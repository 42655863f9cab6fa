import type { RenderToPipeableStreamOptions } from 'react-dom/server';

/**
 * How React streams a page. A rendered section whose HTML is larger than React's progressive chunk
 * (12.8 kB by default; every catalogue page is) would be sent after its skeleton, hidden, and moved
 * into place by an inline script: without scripts (crawlers, link previews, JavaScript off) only
 * the skeleton shows, and with them the page paints only once that script has run. A section
 * rendered on the server is written in place instead.
 */
export const streamOptions: Pick<RenderToPipeableStreamOptions, 'progressiveChunkSize'> = {
  progressiveChunkSize: Number.POSITIVE_INFINITY,
};

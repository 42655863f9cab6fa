// The dependent requests before the largest contentful paint: how many responses, one after
// another, the browser had to wait for before it could paint the page's largest element.

/** Responses that can start further requests once they have arrived. */
const canStartRequests = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** What a paint needs before any script runs: the HTML and what blocks rendering. */
const renderBlocking = new Set(['document', 'stylesheet', 'font']);

/**
 * @typedef {object} TimedRequest
 * @property {string} url
 * @property {string} type Playwright's resource type: document, script, stylesheet, fetch, xhr, image, font, …
 * @property {{ type: string, url?: string }} initiator From CDP's `Network.requestWillBeSent`.
 * @property {number} start When it was sent, in ms on the same clock as the paint.
 * @property {number} end When its last byte arrived (ms).
 */

/**
 * The request each request waited for. A request the HTML parser found (in the document or a
 * stylesheet) waited for that file. Any other request was sent by a script once everything it
 * needed had arrived — the script itself and whatever code or data it awaited, which the
 * browser does not name. Each response that arrived before it was sent may be one of those;
 * the one with the longest chain of its own is taken (the latest to arrive among equals), so
 * a wait is never missed, e.g. for a configuration file that arrived just before the last
 * of the shell's scripts. Measured with a phone's round trip per response, requests sent
 * together overlap and are never counted as waiting for each other.
 * @param {TimedRequest[]} requests
 * @returns {Map<TimedRequest, TimedRequest | undefined>}
 */
export function dependencyParents(requests) {
  const inOrder = [...requests].sort((a, b) => a.start - b.start);
  const firstByUrl = new Map();
  for (const request of inOrder) if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request);
  const parents = new Map();
  const depths = new Map();
  for (const request of inOrder) {
    const found = request.initiator.type === 'parser' && request.initiator.url ? firstByUrl.get(request.initiator.url) : undefined;
    let parent = found !== request ? found : undefined;
    if (!parent) {
      for (const other of inOrder) {
        if (other.start >= request.start) break;
        if (!canStartRequests.has(other.type) || other.end > request.start) continue;
        const deeper = !parent || depths.get(other) > depths.get(parent);
        const sameButLater = parent && depths.get(other) === depths.get(parent) && other.end > parent.end;
        if (deeper || sameButLater) parent = other;
      }
    }
    parents.set(request, parent);
    depths.set(request, parent ? (depths.get(parent) ?? 1) + 1 : 1);
  }
  return parents;
}

/**
 * The chain of requests from the document to what the largest contentful paint waited for
 * last, first to last; its length is the number of dependent requests before that paint.
 * An image waited for itself. Text that was in the HTML waited for the document, its
 * stylesheets and fonts: the longest of their chains. Text a script rendered waited for the
 * last code or data to arrive before it painted.
 * @param {TimedRequest[]} requests
 * @param {{ time: number, url?: string, fromHtml?: boolean }} lcp
 * @returns {TimedRequest[]}
 */
export function chainBeforeLcp(requests, lcp) {
  const parents = dependencyParents(requests);
  const chainTo = (last) => {
    const chain = [];
    for (let at = last; at && !chain.includes(at); at = parents.get(at)) chain.unshift(at);
    return chain;
  };
  const arrived = requests.filter((request) => request.end <= lcp.time);
  if (lcp.url) {
    const image = requests.filter((request) => request.url === lcp.url && request.start <= lcp.time).sort((a, b) => a.start - b.start)[0];
    if (image) return chainTo(image);
  }
  if (lcp.fromHtml) {
    return arrived
      .filter((request) => renderBlocking.has(request.type))
      .map(chainTo)
      .reduce((longest, chain) => (chain.length > longest.length ? chain : longest), []);
  }
  let latest;
  for (const request of arrived) if (canStartRequests.has(request.type) && (!latest || request.end > latest.end)) latest = request;
  return chainTo(latest);
}

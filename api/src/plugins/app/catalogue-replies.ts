import { matchesEtag } from '@shop/shared/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE } from '../../auth/cookies';
import { type ChangeLog, type ChangeTag, createChangeLog, EVERYTHING, tagOfNotice } from '../../catalogue/change-log';
import { type CatalogueCache, createCatalogueCache } from '../../http/catalogue-cache';
import { chooseEncoding, encodedBody, prepareReply } from '../../http/prepared-reply';

/** The channel the database announces catalogue changes on (migration 0007): 'words' or 'items'. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/**
 * The longest this process reuses a catalogue read, should a change notice be lost: on PostgreSQL
 * one can be (a connection dropped while it was sent; listening again forgets everything, this
 * bounds the rest). PGlite has one connection, and the notice comes back with the statement that
 * committed the change, so none is lost there, and a long life spares its one thread re-reading.
 */
export const CATALOGUE_CACHE_TTL_MS = { postgres: 10_000, pglite: 10 * 60_000 } as const;
const CATALOGUE_CACHE_BYTES = 32 * 1024 * 1024;
/** Browsers and shared caches reuse a catalogue reply for 10 s, then show it while they check it again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/** The same for a signed-in shopper, kept out of shared caches. */
export const SIGNED_IN_CACHE_CONTROL = 'private, max-age=10, stale-while-revalidate=30';
/** Smaller replies cost more to compress than they save. */
const COMPRESS_FROM_BYTES = 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot catalogue reads of this process, forgotten whenever the database announces a change. */
    catalogueCache: CatalogueCache;
    /** The catalogue changes this process heard of, for the rendering servers that keep pages. */
    catalogueChanges: ChangeLog;
  }
  interface FastifyReply {
    /**
     * Sends a public catalogue read: kept in this process under `key` (null: read anew each
     * time), with an ETag (304 when the browser has it), caching headers and the compressed
     * form the browser accepts. `Cache-Tag` names what it shows, as its change notices do.
     */
    sendCatalogue(key: string | null, load: () => Promise<unknown>, tag?: ChangeTag): Promise<void>;
  }
}

/** Whether the request carries a session: its reply may be about that shopper. */
function isSignedIn(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE].some((name) => request.cookies[name] !== undefined)
  );
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const values = typeof current === 'string' ? current.split(',').map((value) => value.trim()) : [];
  if (!values.some((value) => value.toLowerCase() === header.toLowerCase())) reply.header('vary', [...values, header].join(', '));
}

export default fp(
  async (app) => {
    const cache = createCatalogueCache({ ttlMs: CATALOGUE_CACHE_TTL_MS[app.database.driver], maxBytes: CATALOGUE_CACHE_BYTES });
    app.decorate('catalogueCache', cache);
    const changes = createChangeLog();
    app.decorate('catalogueChanges', changes);
    const products = app.repositories.products;
    const forget = (searchWords: boolean, tag: ChangeTag | typeof EVERYTHING) => {
      cache.clear();
      if (searchWords) products.forgetSearchWords();
      changes.record(tag);
    };

    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      // Listening (again) after a lost connection may have missed notices: forget everything then too.
      stopListening = await app.database.listen(
        CATALOGUE_CHANNEL,
        (notice) => forget(notice === 'words', tagOfNotice(notice)),
        () => forget(true, EVERYTHING),
      );
    });
    app.addHook('preClose', async () => {
      changes.endAll();
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
    });

    app.decorateReply(
      'sendCatalogue',
      async function sendCatalogue(this: FastifyReply, key: string | null, load: () => Promise<unknown>, tag: ChangeTag = 'catalogue') {
        const prepare = () => load().then(prepareReply);
        const prepared = await (key === null ? prepare() : cache.read(`reply:${key}`, prepare, (reply) => reply.body.length));
        this.header('etag', prepared.etag);
        this.header('cache-tag', tag);
        this.header('cache-control', isSignedIn(this.request) ? SIGNED_IN_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
        addVary(this, 'Accept-Encoding');
        // Awaited: a reply resolves once it is written, so the route's promise cannot resolve while the
        // onSend hooks still run, which Fastify would take for a route that never sent and send again.
        if (matchesEtag(this.request.headers['if-none-match'], prepared.etag)) {
          await this.code(304).send();
          return;
        }
        const encoding = prepared.body.length < COMPRESS_FROM_BYTES ? 'identity' : chooseEncoding(this.request.headers['accept-encoding']);
        // The compression plugin leaves a reply alone once it names its encoding.
        if (encoding !== 'identity') this.header('content-encoding', encoding);
        await this.type('application/json; charset=utf-8').send(await encodedBody(prepared, encoding));
      },
    );

    // Whatever a route says, a reply to a signed-in request or one that sets a cookie is never
    // stored by a shared cache, where the next visitor could be given it.
    app.addHook('onSend', async (request, reply, payload) => {
      const cacheControl = reply.getHeader('cache-control');
      if (typeof cacheControl === 'string' && /\bpublic\b/i.test(cacheControl)) {
        if (isSignedIn(request) || reply.getHeader('set-cookie') !== undefined) {
          reply.header('cache-control', cacheControl.replace(/\bpublic\b/gi, 'private'));
        }
      }
      return payload;
    });
  },
  { name: 'catalogue-replies', dependencies: ['repositories', 'cookie'] },
);

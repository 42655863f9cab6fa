import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { testDeclaration, testManifest, testStats, useReleaseServer } from '../../test/release-server';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

// The release gate: registering a release reads its files from where it is published and refuses
// (422, naming the package, module, path or file) what the live shop could not run as released.
const TOKEN = 'operator-token-of-at-least-32-characters';
const database = useTestDatabase();
const releases = useReleaseServer();
const app = useTestApp(database, { config: () => ({ operatorToken: TOKEN, shellSharedUrl: releases.url('/shell/shared.json') }) });

const operator = (method: 'POST', url: string, payload?: object) =>
  app().inject({ method, url: `/api/operator${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } });

type Published = { entry: string; integrity: Record<string, string> };

async function register(published: Published, remote = 'reviews') {
  await operator('POST', '/remotes', { name: remote });
  return operator('POST', `/remotes/${remote}/releases`, { release: 'r1', ...published });
}

async function refusal(published: Published): Promise<string> {
  const reply = await register(published);
  expect(reply.statusCode, reply.body).toBe(422);
  expect(reply.json().errorCode).toBe('RELEASE_REFUSED');
  return reply.json().message as string;
}

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const publish = (files: Record<string, unknown> = {}, routes = ['/reviews']) => releases.publish('reviews', 'r1', routes, { files });

describe('the release gate', () => {
  it('lets a release through whose files are the ones released, keeping its entries and digests for the shell', async () => {
    const published = publish();
    const reply = await register(published);
    expect(reply.statusCode, reply.body).toBe(201);
    await operator('POST', '/remotes/reviews/rollout', { release: 'r1', percent: 100 });
    const { candidate } = (await app().inject({ method: 'GET', url: '/api/remotes' })).json().data.remotes.reviews;
    expect(candidate.entries).toEqual({
      browser: { url: releases.url('/reviews/r1/remoteEntry.js'), integrity: published.integrity['remoteEntry.js'] },
      server: { url: releases.url('/reviews/r1/server/remoteEntry.js'), integrity: published.integrity['server/remoteEntry.js'] },
    });
    expect(candidate.integrity).toEqual(published.integrity);
  });

  it('refuses a manifest that is missing, not JSON, not a manifest, or another remote’s', async () => {
    const missing = publish();
    releases.put('/reviews/r1/mf-manifest.json', 'gone', 404);
    expect(await refusal(missing)).toBe(`The manifest at ${missing.entry} answered 404`);
    expect(await refusal(publish({ 'mf-manifest.json': 'hello' }))).toMatch(/is not JSON$/);
    expect(await refusal(publish({ 'mf-manifest.json': { name: 'reviews' } }))).toMatch(/is not a federation manifest$/);
    expect(await refusal(publish({ 'mf-manifest.json': testManifest('catalog', ['page-0']) }))).toMatch(
      /is the remote "catalog", not "reviews"$/,
    );
  });

  it('refuses a malformed declaration, naming the field, and a declared module that is not exposed', async () => {
    const malformed = { ...testDeclaration('reviews', ['/reviews']), cssPrefix: 'REV' };
    expect(await refusal(publish({ 'routes.json': malformed }))).toMatch(/is malformed: cssPrefix: must be 2 to 8 lower-case letters$/);
    const onePage = { 'mf-manifest.json': testManifest('reviews', ['page-0']), 'mf-stats.json': testStats(['page-0']) };
    expect(await refusal(publish(onePage, ['/reviews', '/reviews/all']))).toBe(
      'Module page-1 of route /reviews/all is not among the exposes of reviews',
    );
  });

  it('refuses pages built for a React or a shared package the shell does not provide at that version', async () => {
    const react20 = testStats(['page-0'], [{ name: 'react', requiredVersion: '^20.0.0', usedIn: ['page'] }]);
    expect(await refusal(publish({ 'mf-stats.json': react20 }))).toBe('Shared module react must be ^20.0.0; the shell provides 19.3.1');
    const shared2 = testStats(['page-0'], [{ name: '@shop/shared/ui', requiredVersion: '^2.0.0', usedIn: ['page'] }]);
    expect(await refusal(publish({ 'mf-stats.json': shared2 }))).toBe(
      'Shared module @shop/shared/ui must be ^2.0.0; the shell provides 1.1.0',
    );
  });

  it('refuses pages using a shared module the shell does not provide', async () => {
    const harness = testStats(['page-0'], [{ name: '@shop/shared/harness', requiredVersion: '^1.1.0', usedIn: ['page'] }]);
    expect(await refusal(publish({ 'mf-stats.json': harness }))).toBe('Shared module @shop/shared/harness is not provided by the shell');
  });

  it('refuses a stylesheet with a rule outside the declared class prefix', async () => {
    const prefix = testDeclaration('reviews', ['/reviews']).cssPrefix;
    const css = `.${prefix}\\:flex{display:flex}\nbody{margin:0}`;
    expect(await refusal(publish({ 'styles.css': css }))).toBe(
      `The stylesheet styles.css has the rule "body" outside the class prefix ${prefix}`,
    );
  });

  it('refuses a release whose files are not the ones released, or that leaves a file to load without a digest', async () => {
    const changed = publish();
    releases.put('/reviews/r1/styles.css', '.x{}');
    expect(await refusal(changed)).toMatch(/^The stylesheet at .*styles\.css is not the file released \(its sha384 digest differs\)$/);
    const { 'page-0.js': _chunk, ...withoutChunk } = publish().integrity;
    expect(await refusal({ entry: publish().entry, integrity: withoutChunk })).toBe('The release has no digest for page-0.js');
  });

  it('refuses an address that redirects or cannot be reached, and files served from another origin', async () => {
    const moved = publish();
    releases.put('/moved/mf-manifest.json', '', 302, { location: moved.entry });
    expect(await refusal({ ...moved, entry: releases.url('/moved/mf-manifest.json') })).toMatch(/could not be fetched/);
    expect(await refusal({ ...publish(), entry: `http://127.0.0.1:${await closedPort()}/mf-manifest.json` })).toMatch(
      /could not be fetched \(ECONNREFUSED\)$/,
    );
    const manifest = {
      ...testManifest('reviews', ['page-0']),
      metaData: { ...testManifest('reviews', ['page-0']).metaData, publicPath: 'https://cdn.elsewhere.example/' },
    };
    expect(await refusal(publish({ 'mf-manifest.json': manifest }))).toBe(
      'The files of reviews are served from https://cdn.elsewhere.example, not an allowed origin (REMOTE_ORIGINS)',
    );
  });

  it('refuses a class prefix another live remote uses', async () => {
    const declaration = testDeclaration('reviews', ['/reviews']);
    const published = releases.publish('offers', 'o1', ['/offers'], {
      declaration: { ...declaration, routes: [{ ...declaration.routes[0], path: '/offers' }] as typeof declaration.routes },
    });
    expect((await register(published, 'offers')).statusCode).toBe(201);
    expect((await operator('POST', '/remotes/offers/rollout', { release: 'r1', percent: 100 })).statusCode).toBe(200);
    const reply = await register(publish());
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      errorCode: 'PREFIX_CLASH',
      message: `The class prefix ${declaration.cssPrefix} is already offers's; reviews cannot use it`,
    });
  });
});

describe('a development server’s build', () => {
  const production = useTestApp(database, {
    config: () => ({
      operatorToken: TOKEN,
      shellSharedUrl: releases.url('/shell/shared.json'),
      isProduction: true,
      remoteOrigins: 'loopback',
    }),
  });

  it('is registered without digests outside production, and refused without them in production', async () => {
    const { entry } = publish();
    const reply = await register({ entry } as Published);
    expect(reply.statusCode, reply.body).toBe(201);
    const call = (url: string, payload: object) =>
      production().inject({ method: 'POST', url: `/api/operator${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } });
    const refusedThere = await call('/remotes/reviews/releases', { release: 'r2', entry });
    expect(refusedThere.statusCode).toBe(422);
    expect(refusedThere.json().message).toBe('A release must list the sha384 digest of every file it loads (integrity)');
  });
});

describe('the release gate with an allow-list and without the shell’s list', () => {
  // Only the release server's own origin is listed; the same server reached as localhost is another origin.
  const strict = useTestApp(database, { config: () => ({ operatorToken: TOKEN, remoteOrigins: [new URL(releases.url('/')).origin] }) });
  const call = (url: string, payload: object) =>
    strict().inject({ method: 'POST', url: `/api/operator${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } });

  it('refuses an entry off the allow-list without fetching it', async () => {
    await call('/remotes', { name: 'reviews' });
    const published = publish();
    const reply = await call('/remotes/reviews/releases', {
      release: 'r1',
      ...published,
      entry: published.entry.replace('127.0.0.1', 'localhost'),
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toMatch(
      /^The manifest at http:\/\/localhost:\d+\/reviews\/r1\/mf-manifest\.json is not on an allowed origin \(REMOTE_ORIGINS\)$/,
    );
  });

  it('cannot judge a release without the live shell’s list of shared modules, and says so', async () => {
    await call('/remotes', { name: 'reviews' });
    const reply = await call('/remotes/reviews/releases', { release: 'r1', ...publish() });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({
      errorCode: 'GATE_UNAVAILABLE',
      message: 'The shared modules of the live shell are unknown: set SHELL_SHARED_URL to its shared.json',
    });
  });
});

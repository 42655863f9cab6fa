import { describe, expect, it } from 'vitest';
import { useReleaseServer } from '../../test/release-server';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';

// A new team joins and leaves with operator calls alone: create the remote, register a release (its
// manifest and routes are read from where it is published), roll it out, delete the remote.
const TOKEN = 'operator-token-of-at-least-32-characters';
const database = useTestDatabase();
const releases = useReleaseServer();
const app = useTestApp(database, { config: () => ({ operatorToken: TOKEN, shellSharedUrl: releases.url('/shell/shared.json') }) });

const operator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app().inject({ method, url: `/api/operator${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } });
const registry = async () => (await app().inject({ method: 'GET', url: '/api/remotes' })).json().data.remotes;
const register = (remote: string, release: string, published: { entry: string; integrity: Record<string, string> }) =>
  operator('POST', `/remotes/${remote}/releases`, { release, ...published });

async function goLive(remote: string, release: string, paths: string[]): Promise<void> {
  expect((await register(remote, release, releases.publish(remote, release, paths))).statusCode).toBe(201);
  expect((await operator('POST', `/remotes/${remote}/rollout`, { release, percent: 100 })).statusCode).toBe(200);
}

describe('a remote joining and leaving', () => {
  it('is created empty, serves its first release once rolled out, and is gone with its releases when deleted', async () => {
    expect((await operator('POST', '/remotes', { name: 'reviews' })).statusCode).toBe(201);
    expect((await operator('POST', '/remotes', { name: 'reviews' })).json()).toMatchObject({ errorCode: 'REMOTE_EXISTS' });
    expect(await registry()).toEqual({});
    expect((await operator('GET', '/remotes')).json().data.names).toEqual(['reviews']);

    await goLive('reviews', 'r1', ['/reviews/:productId']);
    const { reviews } = await registry();
    expect(reviews.entry).toBeUndefined();
    expect(reviews.candidate).toMatchObject({ release: 'r1', percent: 100 });
    expect(reviews.candidate.declaration.routes[0].path).toBe('/reviews/:productId');
    expect((await operator('POST', '/remotes/reviews/promote')).statusCode).toBe(200);
    expect((await registry()).reviews).toMatchObject({ release: 'r1' });

    expect((await operator('DELETE', '/remotes/reviews')).json().data).toEqual({ remote: 'reviews' });
    expect(await registry()).toEqual({});
    expect((await operator('DELETE', '/remotes/reviews')).statusCode).toBe(404);
    const overview = (await operator('GET', '/remotes')).json().data;
    expect(overview.releases).toEqual([]);
    expect(overview.retired).toEqual(['reviews']);
    expect(overview.events.map((event: { kind: string }) => event.kind).slice(0, 2)).toEqual(['deleted', 'promote']);

    // A name can be taken again later, starting empty.
    expect((await operator('POST', '/remotes', { name: 'reviews' })).statusCode).toBe(201);
    expect(await registry()).toEqual({});
    expect((await operator('GET', '/remotes')).json().data.retired).toEqual([]);
  });

  it('refuses a name that is not a remote name', async () => {
    const reply = await operator('POST', '/remotes', { name: 'Reviews Team' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('route clashes', () => {
  it('refuses a release declaring a path another remote serves, naming both', async () => {
    await operator('POST', '/remotes', { name: 'catalog' });
    await goLive('catalog', 'c1', ['/', '/shop', '/product/:productId']);
    await operator('POST', '/remotes', { name: 'reviews' });
    const reply = await register('reviews', 'r1', releases.publish('reviews', 'r1', ['/reviews', '/Shop']));
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      errorCode: 'ROUTE_CLASH',
      message: '/Shop (as /shop) is already a route of catalog; reviews cannot declare it',
    });
    // A team may keep its own paths from one release to the next.
    expect((await register('catalog', 'c2', releases.publish('catalog', 'c2', ['/', '/shop']))).statusCode).toBe(201);
  });

  it('refuses to roll out a release when another remote went live with one of its paths since it was registered', async () => {
    for (const name of ['reviews', 'offers']) await operator('POST', '/remotes', { name });
    expect((await register('reviews', 'r1', releases.publish('reviews', 'r1', ['/deals']))).statusCode).toBe(201);
    await goLive('offers', 'o1', ['/deals']);
    const reply = await operator('POST', '/remotes/reviews/rollout', { release: 'r1', percent: 10 });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('/deals is already a route of offers; reviews cannot declare it');
    expect((await registry()).reviews).toBeUndefined();
  });

  it('lets exactly one of several remotes going live at once with the same path have it', async () => {
    const teams = ['reviews', 'offers', 'deals', 'sale', 'promos', 'coupons'];
    for (const name of teams) {
      await operator('POST', '/remotes', { name });
      expect((await register(name, 'v1', releases.publish(name, 'v1', ['/deals']))).statusCode).toBe(201);
    }
    const replies = await Promise.all(teams.map((name) => operator('POST', `/remotes/${name}/rollout`, { release: 'v1', percent: 50 })));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(Object.keys(await registry())).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { useReleaseServer } from '../../test/release-server';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { call } from '../auth/auth-fixtures';
import { addStaff, staffSignIn } from './staff-fixtures';

// The release engineer steers rollouts from the back office under their own name: the same registry
// changes as the operator token's calls, recorded in the audit as the person who made them.
const TOKEN = 'operator-token-of-at-least-32-characters';
const database = useTestDatabase();
const releases = useReleaseServer();
const app = useTestApp(database, { config: () => ({ operatorToken: TOKEN, shellSharedUrl: releases.url('/shell/shared.json') }) });

const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app().inject({ method, url: `/api/operator${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } });

async function registered(remote: string, release: string): Promise<void> {
  const published = releases.publish(remote, release, [`/${remote}`]);
  expect((await operator('POST', `/remotes/${remote}/releases`, { release, ...published })).statusCode).toBe(201);
}

describe('releases in the back office', () => {
  it('let the release engineer roll out, promote and roll back, each recorded under their name', async () => {
    await operator('POST', '/remotes', { name: 'reviews' });
    await registered('reviews', 'r1');
    await registered('reviews', 'r2');
    await addStaff(database().db, 'releases');
    const engineer = { cookies: await staffSignIn(app(), 'releases@example.in') };
    const admin = (method: 'GET' | 'POST', url: string, body?: object) => call(app(), method, `/api/admin/v1${url}`, body, engineer);

    expect((await admin('POST', '/releases/reviews/rollout', { release: 'r1', percent: 100 })).statusCode).toBe(200);
    expect((await admin('POST', '/releases/reviews/promote')).json().data).toEqual({ remote: 'reviews', release: 'r1' });
    const rolledOut = await admin('POST', '/releases/reviews/rollout', { release: 'r2', percent: 10 });
    expect(rolledOut.json().message).toBe('reviews r2 rolled out to 10 %');
    const overview = (await admin('GET', '/releases')).json().data;
    expect(overview.remotes.reviews).toMatchObject({ release: 'r1', candidate: { release: 'r2', percent: 10 } });
    expect((await admin('POST', '/releases/reviews/rollback')).json().data).toEqual({ remote: 'reviews', release: 'r2' });

    const audit = (await operator('GET', '/audit')).json().data as Array<{ action: string; tokenName: string; before: unknown }>;
    const mine = audit.filter((entry) => entry.tokenName === 'releases@example.in').map((entry) => entry.action);
    expect(mine.slice(0, 4)).toEqual(['rollback', 'rollout', 'promote', 'rollout']);
    expect(audit.find((entry) => entry.action === 'rollback')?.before).toEqual({ stable: 'r1', candidate: { release: 'r2', percent: 10 } });
  });

  it('refuses every other role with 403, and a release that is not registered with the registry’s own answer', async () => {
    await operator('POST', '/remotes', { name: 'reviews' });
    await addStaff(database().db, 'orders');
    await addStaff(database().db, 'releases');
    const desk = { cookies: await staffSignIn(app(), 'orders@example.in') };
    expect((await call(app(), 'GET', '/api/admin/v1/releases', undefined, desk)).statusCode).toBe(403);
    expect((await call(app(), 'POST', '/api/admin/v1/releases/reviews/promote', undefined, desk)).statusCode).toBe(403);
    const engineer = { cookies: await staffSignIn(app(), 'releases@example.in') };
    const missing = await call(app(), 'POST', '/api/admin/v1/releases/reviews/rollout', { release: 'r9', percent: 5 }, engineer);
    expect(missing.statusCode).toBe(404);
  });
});

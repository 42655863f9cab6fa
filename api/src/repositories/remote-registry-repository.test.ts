import { describe, expect, it } from 'vitest';
import { testDeclaration } from '../test/release-server';
import { useTestDatabase } from '../test/test-database';
import { createRemoteRegistryRepository } from './remote-registry-repository';

const database = useTestDatabase();
const registry = () => createRemoteRegistryRepository(database().db);

describe('the remotes registry under parallel changes', () => {
  it('gives each contested path to exactly one of the remotes two API processes roll out at the same moment', async () => {
    // Two processes' connections, each taking half the teams, so their transactions really overlap.
    const other = database().connectAgain();
    try {
      const registries = [registry(), createRemoteRegistryRepository(other.db)];
      for (let round = 0; round < 5; round += 1) {
        const teams = Array.from({ length: 8 }, (_, n) => `round-${round}-team-${String.fromCharCode(97 + n)}`);
        for (const team of teams) {
          await registry().createRemote(team);
          await registry().addRelease(team, 'v1', `http://cdn.test/${team}/v1/mf-manifest.json`, {
            declaration: testDeclaration(team, [`/deals-${round}`]),
          });
        }
        const outcomes = await Promise.allSettled(teams.map((team, n) => registries[n % 2]?.rollout(team, 'v1', 100)));
        expect(
          outcomes.filter((outcome) => outcome.status === 'fulfilled'),
          `round ${round}`,
        ).toHaveLength(1);
        const refusals = outcomes.flatMap((outcome) =>
          outcome.status === 'rejected' ? [(outcome.reason as { errorCode?: string }).errorCode] : [],
        );
        expect(new Set(refusals)).toEqual(new Set(['ROUTE_CLASH']));
      }
      expect(Object.keys(await registry().registry())).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('never registers a release clashing with one another remote takes live at the same moment', async () => {
    await registry().createRemote('offers');
    await registry().createRemote('reviews');
    await registry().addRelease('offers', 'o1', 'http://cdn.test/offers/o1/mf-manifest.json', {
      declaration: testDeclaration('offers', ['/deals']),
    });
    const [live, registered] = await Promise.allSettled([
      registry().rollout('offers', 'o1', 100),
      registry().addRelease('reviews', 'r1', 'http://cdn.test/reviews/r1/mf-manifest.json', {
        declaration: testDeclaration('reviews', ['/deals']),
      }),
    ]);
    expect(live.status).toBe('fulfilled');
    // Either the release was registered first (and is refused when it goes live), or it was refused now.
    if (registered.status === 'fulfilled')
      await expect(registry().rollout('reviews', 'r1', 100)).rejects.toMatchObject({ errorCode: 'ROUTE_CLASH' });
    else expect(registered.reason).toMatchObject({ errorCode: 'ROUTE_CLASH' });
  });
});

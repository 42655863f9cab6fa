import { describe, expect, it } from 'vitest';
import { unusedDatabase, useTestApp } from '../../test/test-app';

describe('location routes', () => {
  const app = useTestApp(unusedDatabase);
  const get = (url: string) => app().inject({ method: 'GET', url: `/api/v1/location${url}` });

  it("lists India's states by name with their codes", async () => {
    const response = await get('/countries/101/states');
    expect(response.statusCode).toBe(200);
    const states = response.json().data as { isoCode: string; name: string }[];
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(states).toContainEqual({ isoCode: 'GJ', name: 'Gujarat' });
    expect(states.map((state) => state.name)).toEqual([...states.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('lists the cities of a state, whatever the case of its code', async () => {
    const response = await get('/countries/101/states/gj/cities');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.arrayContaining(['Ahmedabad', 'Surat', 'Vadodara']));
  });

  it('answers 404 for another country or an unknown state, and 400 for a malformed code', async () => {
    expect((await get('/countries/102/states')).statusCode).toBe(404);
    expect((await get('/countries/101/states/ZZ/cities')).statusCode).toBe(404);
    const bad = await get('/countries/101/states/not-a-code/cities');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('State code must be 1 to 5 letters or digits.');
  });
});

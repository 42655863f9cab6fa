import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../api-client/api-config';
import { startTestServer, type TestServer } from '../api-client/test-server';
import { fetchIndianCities, fetchIndianStates, resetLocationCache } from './location-api';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  configureApiClient({ getApiBaseUrl: () => server.origin });
  resetLocationCache();
});

afterEach(() => server.close());

describe('India place lists', () => {
  it('fetches the states once however many pickers ask', async () => {
    server.route('GET', '/api/v1/location/countries/101/states', () => ({ success: true, data: [{ isoCode: 'GJ', name: 'Gujarat' }] }));
    const [first, second] = await Promise.all([fetchIndianStates(), fetchIndianStates()]);
    expect(first).toEqual([{ isoCode: 'GJ', name: 'Gujarat' }]);
    expect(second).toBe(first);
    expect(server.hits('/api/v1/location/countries/101/states')).toBe(1);
  });

  it('asks again after a failure instead of keeping it', async () => {
    let calls = 0;
    server.route('GET', '/api/v1/location/countries/101/states/GJ/cities', (_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, errorCode: 'UNAVAILABLE', message: 'down' }));
        return;
      }
      return { success: true, data: ['Ahmedabad', 'Surat'] };
    });
    await expect(fetchIndianCities('GJ')).rejects.toThrow('down');
    await expect(fetchIndianCities('GJ')).resolves.toEqual(['Ahmedabad', 'Surat']);
  });
});

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { citiesOfIndianState, INDIA_COUNTRY_ID, statesOfIndia } from './india-places';

const countryParams = z.object({ countryId: z.string().max(10) });
const stateParams = countryParams.extend({
  stateCode: z.string().regex(/^[A-Za-z0-9]{1,5}$/, 'State code must be 1 to 5 letters or digits.'),
});

// The lists never change between deploys, so browsers and proxies may keep them for a day.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

function requireIndia(countryId: string) {
  if (countryId !== INDIA_COUNTRY_ID) throw notFound('Only India (country 101) is served.');
}

/** States and cities for the address and inquiry pickers. */
const locationRoutes: FastifyPluginAsync = async (app) => {
  app.get('/location/countries/:countryId/states', async (request, reply) => {
    const { countryId } = countryParams.parse(request.params);
    requireIndia(countryId);
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return ok(await statesOfIndia());
  });

  app.get('/location/countries/:countryId/states/:stateCode/cities', async (request, reply) => {
    const { countryId, stateCode } = stateParams.parse(request.params);
    requireIndia(countryId);
    const cities = await citiesOfIndianState(stateCode.toUpperCase());
    if (!cities) throw notFound('No such state in India.');
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return ok(cities);
  });
};

export default locationRoutes;

import { citiesReplySchema, countryParamsSchema, stateParamsSchema, statesReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { citiesOfIndianState, INDIA_COUNTRY_ID, statesOfIndia } from './india-places';

// The lists never change between deploys, so browsers and proxies may keep them for a day.
const CACHE_FOR_A_DAY = 'public, max-age=86400';

function requireIndia(countryId: string) {
  if (countryId !== INDIA_COUNTRY_ID) throw notFound('Only India (country 101) is served.');
}

/** States and cities for the address and inquiry pickers. */
const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const statesSchema = { params: countryParamsSchema, response: { 200: statesReplySchema } };
  app.get('/location/countries/:countryId/states', { schema: statesSchema }, async (request, reply) => {
    const { countryId } = request.params;
    requireIndia(countryId);
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return ok(await statesOfIndia());
  });

  const citiesSchema = { params: stateParamsSchema, response: { 200: citiesReplySchema } };
  app.get('/location/countries/:countryId/states/:stateCode/cities', { schema: citiesSchema }, async (request, reply) => {
    const { countryId, stateCode } = request.params;
    requireIndia(countryId);
    const cities = await citiesOfIndianState(stateCode.toUpperCase());
    if (!cities) throw notFound('No such state in India.');
    reply.header('cache-control', CACHE_FOR_A_DAY);
    return ok(cities);
  });
};

export default locationRoutes;

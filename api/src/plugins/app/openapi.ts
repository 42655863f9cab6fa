import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Collects every route's request and reply schemas into one OpenAPI document (decision 023).
 * Registered before the routes, outside production only.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Shop API',
          description: 'Generated from the zod schemas in @shop/shared/contracts; do not edit by hand.',
          version: '1.0.0',
        },
      },
      // Transforms (trimming, defaults) have no JSON form: the document shows the value before them.
      transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
    });
  },
  { name: 'openapi' },
);

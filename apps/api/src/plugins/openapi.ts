import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { allowEveryone } from './public-routes.js';

/** The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Arroyo marketplace API',
          description:
            'Errors are `{ error, code }`. Send the login token as `Authorization: Bearer`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Routes that need a token say so in the document, from the same `config.access` the
      // auth plugin enforces.
      transform: (input) => {
        const result = jsonSchemaTransform(input);
        const access = input.route.config?.access;
        if (!access || access === 'public') return result;
        return { ...result, schema: { ...result.schema, security: [{ bearer: [] }] } };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(async (docs) => {
      allowEveryone(docs);
      await docs.register(swaggerUi, { routePrefix: '/api/docs' });
    });
  },
  { name: 'openapi' },
);

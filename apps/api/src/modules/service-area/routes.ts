import { errorBodySchema, phoneSchema } from '@marketplace/contract/fields';
import {
  leadBodySchema,
  leadSchema,
  waitlistResponseSchema,
} from '@marketplace/contract/service-area';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toLeadJson } from './lead-json.js';
import { createLead, isServedZipcode, joinWaitlist, updateLead, zipcodeGroups } from './service.js';

/** Per client IP: a person signs up once or twice; a script filling the table does not get far. */
const PER_IP = {
  lead: { max: 10, timeWindow: '1 minute' },
  zipcode: { max: 120, timeWindow: '1 minute' },
};

const leadErrors = { 400: errorBodySchema, 429: errorBodySchema };

export const serviceAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/validate-zipcode',
    {
      config: { access: 'public', rateLimit: PER_IP.zipcode },
      schema: {
        tags: ['service area'],
        summary: 'Whether we deliver to a zip code',
        body: z.strictObject({ zipcode: z.string().max(10) }),
        response: { 200: z.object({ isValid: z.boolean() }), ...leadErrors },
      },
    },
    async (request) => ({
      isValid: await isServedZipcode(app.db, request.body.zipcode),
    }),
  );

  app.get(
    '/valid-zipcode-groups',
    {
      config: { access: 'public' },
      schema: {
        tags: ['service area'],
        summary: 'The zip codes we deliver to, grouped by city; cities and zips in order',
        response: {
          200: z.array(z.object({ city: z.string(), zipcodes: z.array(z.string()) })),
        },
      },
    },
    async () => zipcodeGroups({ db: app.db }),
  );

  app.post(
    '/create-lead',
    {
      config: { access: 'public', rateLimit: PER_IP.lead },
      schema: {
        tags: ['service area'],
        summary: 'Store a visitor outside the service area (not-served form)',
        body: leadBodySchema,
        response: { 200: leadSchema, ...leadErrors },
      },
    },
    async (request) => toLeadJson(await createLead({ db: app.db }, request.body)),
  );

  app.put(
    '/update-lead',
    {
      config: { access: 'public', rateLimit: PER_IP.lead },
      schema: {
        tags: ['service area'],
        summary: "Set a lead's address; the phone must be the lead's own",
        body: z.strictObject({
          phone: phoneSchema,
          leadId: z.string().max(64),
          address: z.string().max(300),
        }),
        response: { 200: leadSchema, ...leadErrors, 404: errorBodySchema },
      },
    },
    async (request) => toLeadJson(await updateLead({ db: app.db }, request.body)),
  );

  app.post(
    '/waitlist',
    {
      config: { access: 'public', rateLimit: PER_IP.lead },
      schema: {
        tags: ['service area'],
        summary: 'Join the waitlist: stores the lead and promises the $10 coupon',
        body: leadBodySchema,
        response: {
          200: waitlistResponseSchema,
          ...leadErrors,
        },
      },
    },
    async (request) => {
      const joined = await joinWaitlist({ db: app.db }, request.body);
      return { ...joined, lead: toLeadJson(joined.lead) };
    },
  );
};

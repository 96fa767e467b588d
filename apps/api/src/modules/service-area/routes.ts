import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, phoneSchema } from '../../schemas.js';
import {
  createLead,
  isServedZipcode,
  joinWaitlist,
  toLeadJson,
  updateLead,
  zipcodeGroups,
} from './service.js';

/** Per client IP: a person signs up once or twice; a script filling the table does not get far. */
const PER_IP = {
  lead: { max: 10, timeWindow: '1 minute' },
  zipcode: { max: 120, timeWindow: '1 minute' },
};

const leadSchema = z
  .object({
    _id: z.string(),
    phone: z.string().describe('E.164: +1 and 10 digits.'),
    name: z.string(),
    zipcode: z.string(),
    address: z.string(),
  })
  .meta({ id: 'Lead', description: 'SPEC §3 Lead.' });

/**
 * The not-served form. Name and phone are checked by core's validateNotServed in the service,
 * so the 400 carries its sentence; here only types and sizes.
 */
const leadBody = z.strictObject({
  name: z.string().max(120),
  phone: z.string().max(32).describe('10 digits, as the not-served form sends it.'),
  zipcode: z.string().max(10),
  address: z.string().max(300).default(''),
});

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
      isValid: await isServedZipcode({ db: app.db, zipcode: request.body.zipcode }),
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
        body: leadBody,
        response: { 200: leadSchema, ...leadErrors },
      },
    },
    async (request) => toLeadJson(await createLead({ db: app.db, input: request.body })),
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
    async (request) => toLeadJson(await updateLead({ db: app.db, ...request.body })),
  );

  app.post(
    '/waitlist',
    {
      config: { access: 'public', rateLimit: PER_IP.lead },
      schema: {
        tags: ['service area'],
        summary: 'Join the waitlist: stores the lead and promises the $10 coupon',
        body: leadBody,
        response: {
          200: z.object({
            lead: leadSchema,
            couponDollars: z.number().describe('SPEC §9: 10.'),
            message: z.string(),
          }),
          ...leadErrors,
        },
      },
    },
    async (request) => {
      const joined = await joinWaitlist({ db: app.db, input: request.body });
      return { ...joined, lead: toLeadJson(joined.lead) };
    },
  );
};

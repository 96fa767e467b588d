import { validateOtp } from '@marketplace/core/validation/validate-otp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, phoneSchema } from '../../schemas.js';
import { userSchema } from '../users/schemas.js';
import { onboardUser, sendOtp, verifyOtp } from './service.js';

const codeSchema = z
  .string()
  .max(16)
  .transform((value, context) => {
    const result = validateOtp(value);
    if (!result.ok) {
      context.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  })
  .describe('The 6-digit code.');

const sessionSchema = z.object({ token: z.string(), user: userSchema });

/** Per client IP, on top of the per-phone limits: stops one client spraying many phones. */
const PER_IP = {
  sendOtp: { max: 20, timeWindow: '1 minute' },
  verifyOtp: { max: 30, timeWindow: '1 minute' },
  onboard: { max: 10, timeWindow: '1 minute' },
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, otp: app.otp, tokens: app.tokens, clock: app.clock });

  app.post(
    '/send-otp',
    {
      config: { access: 'public', rateLimit: PER_IP.sendOtp },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code to a phone',
        body: z.strictObject({ phone: phoneSchema }),
        response: {
          200: z.object({ status: z.literal('pending') }),
          400: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      await sendOtp(deps(), request.body.phone);
      return { status: 'pending' as const };
    },
  );

  app.post(
    '/verify-otp',
    {
      config: { access: 'public', rateLimit: PER_IP.verifyOtp },
      schema: {
        tags: ['auth'],
        summary: 'Check a code: log in a known phone, or start onboarding a new one',
        body: z.strictObject({ phone: phoneSchema, code: codeSchema }),
        response: {
          200: z.union([
            sessionSchema,
            z.object({ isNewUser: z.literal(true), tempToken: z.string() }),
          ]),
          400: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => verifyOtp(deps(), request.body),
  );

  app.put(
    '/onboard-user',
    {
      config: { access: 'onboarding', rateLimit: PER_IP.onboard },
      schema: {
        tags: ['auth'],
        summary: 'Create the account of a newly verified phone (bearer: the tempToken)',
        body: z.strictObject({
          phone: phoneSchema,
          email: z.string().max(254),
          firstName: z.string().max(60),
          lastName: z.string().max(60),
          dob: z.string().max(10).describe('YYYY-MM-DD'),
          gender: z.string().max(60).describe("'male', 'female' or 'other'"),
          genderOther: z.string().max(60).optional().describe("The buyer's words when 'other'"),
        }),
        response: {
          200: sessionSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      onboardUser(deps(), { verifiedPhone: request.onboardingPhone!, payload: request.body }),
  );
};

import {
  onboardBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  sessionSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@marketplace/contract/auth';
import { errorBodySchema } from '@marketplace/contract/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endSession } from '../users/sessions.js';
import { onboardUser, sendOtp, verifyOtp } from './service.js';

/** Per client IP, on top of the per-phone limits: stops one client spraying many phones. */
const PER_IP = {
  sendOtp: { max: 20, timeWindow: '1 minute' },
  verifyOtp: { max: 30, timeWindow: '1 minute' },
  onboard: { max: 10, timeWindow: '1 minute' },
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    otp: app.otp,
    tokens: app.tokens,
    clock: app.clock,
    sendBudget: { perHour: app.config.otpSendsPerHour, log: app.log },
  });

  app.post(
    '/send-otp',
    {
      config: { access: 'public', rateLimit: PER_IP.sendOtp },
      schema: {
        tags: ['auth'],
        summary: 'Send a one-time code to a phone',
        body: sendOtpBodySchema,
        response: {
          200: sendOtpResponseSchema,
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
        body: verifyOtpBodySchema,
        response: {
          200: verifyOtpResponseSchema,
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
        body: onboardBodySchema,
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

  app.post(
    '/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        summary: 'End this login: its token is refused from the next request, on every instance',
        description:
          'The web calls it on Logout before forgetting the token; open live streams of the user close. docs/decisions/121.',
        response: { 204: z.null().describe('Logged out.'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await endSession(app.db, { sessionId: request.sessionId!, now: app.clock() });
      return reply.code(204).send(null);
    },
  );
};

import {
  applyPromoResponseSchema,
  createSessionBodySchema,
  createSessionResponseSchema,
  finalizeBodySchema,
  finalizeResponseSchema,
  sessionOrderSchema,
} from '@marketplace/contract/checkout';
import { errorBodySchema } from '@marketplace/contract/fields';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressPlacer } from '../../providers/geocoder/placer.js';
import { findOrder } from '../orders/history/find-order.js';
import { applyPromo } from './apply-promo.js';
import { createPaymentSession } from './create-payment-session.js';
import { finalizeOrder } from './finalize-order.js';
import { handlePaymentWebhook } from './handle-payment-webhook.js';
import { readSessionOrder } from './read-session-order.js';
import { reservationSweep } from './reservation-sweep.js';
import { paymentReturnOrigin } from './return-origin.js';

/** Per client IP: a buyer checks out a few times at most; this stops one client hoarding stock. */
const PER_IP = {
  createSession: { max: 30, timeWindow: '1 minute' },
  applyPromo: { max: 30, timeWindow: '1 minute' },
  // A confirmation page asks once or twice; many asks from one address are guessing.
  sessionOrder: { max: 30, timeWindow: '1 minute' },
};

/** Stripe's events are a few kilobytes; nothing larger is read. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, payments: app.payments, clock: app.clock, log: app.log });
  const placeDropOff = addressPlacer(app.geocoder, app.log, 'a drop-off');

  await app.register(reservationSweep);

  app.post(
    '/create-stripe-session',
    {
      config: { access: 'authenticated', rateLimit: PER_IP.createSession },
      schema: {
        tags: ['checkout'],
        summary: 'Price the order on the server, reserve its stock and open the hosted checkout',
        description:
          'Any logged-in user. Prices, tax, the window fee, tips, the discount and the total are computed here from the database with packages/core; the figures a cart carries (price, totalAmount, discount, deliveryFee…) are accepted and ignored. The stock is held until the session expires (CHECKOUT_SESSION_MINUTES). 409 OUT_OF_STOCK / PRODUCT_UNAVAILABLE / WINDOW_UNAVAILABLE, 400 NOT_DELIVERABLE / PROMO_INVALID / PROMO_MINIMUM_NOT_MET / VALIDATION_FAILED, 502 PAYMENT_PROVIDER_FAILED.',
        body: createSessionBodySchema,
        response: {
          200: createSessionResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) =>
      createPaymentSession(
        { ...deps(), config: app.config, catalogCache: app.catalogCache, placeDropOff },
        {
          actor: request.user,
          orderData: request.body.orderData,
          returnOrigin: paymentReturnOrigin(request, app.config),
        },
      ),
  );

  app.post(
    '/finalize-order',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['checkout'],
        summary: 'Confirm the payment with the provider and record the order (idempotent)',
        description:
          "The session's own user or an admin. Calling it again, or after the webhook, answers the same order. 404 unknown session, 403 someone else's, 409 PAYMENT_INCOMPLETE (not paid) or PAYMENT_MISMATCH, 502 PAYMENT_PROVIDER_FAILED.",
        body: finalizeBodySchema,
        response: {
          200: finalizeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { orderId } = await finalizeOrder(deps(), {
        actor: request.user,
        sessionId: request.body.sessionId,
      });
      const order = await findOrder({ db: app.db }, { actor: request.user, orderId });
      return { success: true as const, orderId, order };
    },
  );

  app.get(
    '/payment-sessions/:sessionId/order',
    {
      config: { access: 'public', rateLimit: PER_IP.sessionOrder },
      schema: {
        tags: ['checkout'],
        summary: 'Whether a payment session is paid and its order’s number (anyone with its id)',
        description:
          'For the confirmation page without a login: the buyer is told their order is recorded before they log in to see it. Names no one and nothing bought. 404 for an unknown session.',
        params: z.strictObject({ sessionId: z.string().min(1).max(255) }),
        response: { 200: sessionOrderSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => readSessionOrder(app.db, request.params.sessionId),
  );

  app.post(
    '/apply-promo',
    {
      config: { access: 'authenticated', rateLimit: PER_IP.applyPromo },
      schema: {
        tags: ['checkout'],
        summary: 'Look a promo code up (upper-cased): SPEC §3 promo response',
        description:
          '`amount_off` and `minimum_amount` are cents, `percent_off` a percentage, as the payment provider writes them. Unknown, inactive or expired codes answer `{ valid: false }`.',
        body: z.strictObject({ code: z.string().max(64) }),
        response: {
          200: applyPromoResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => applyPromo(deps(), { actor: request.user, code: request.body.code }),
  );

  // Its own context: the signature is computed over the exact bytes Stripe sent, so this route
  // (and only this one) keeps the JSON body as the raw Buffer.
  await app.register(async (context) => {
    const raw = context.withTypeProvider<ZodTypeProvider>();
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['checkout'],
          summary: "Stripe's signed events: checkout.session.completed and the like",
          description:
            'Verified with STRIPE_WEBHOOK_SECRET on the raw body (Stripe-Signature header, 5-minute tolerance). A completed, paid session records its order exactly as finalize-order does; an expired one gives its stock back.',
          headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
          response: {
            200: z.object({ received: z.literal(true) }),
            400: errorBodySchema,
          },
        },
      },
      async (request) =>
        handlePaymentWebhook(deps(), {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: request.headers['stripe-signature'],
        }),
    );
  });
};

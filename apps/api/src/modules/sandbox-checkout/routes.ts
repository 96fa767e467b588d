import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { SandboxPaymentProvider } from '../../providers/payments/sandbox.js';
import { completePaidSession } from '../checkout/complete-paid-session.js';
import { describeCheckoutSession } from '../checkout/payment-sessions.js';
import { renderSandboxPage, type SandboxPageInput } from './page.js';

const htmlSchema = z.string().describe('The hosted checkout page (text/html).');

/**
 * The local sandbox's hosted checkout (when STRIPE_SECRET_KEY is unset): the page checkout's
 * `url` points at, whose Pay marks the session paid, records the order as Stripe's webhook would,
 * and 303-redirects to the success URL with the session id; Cancel goes to the cancel URL.
 * Public like Stripe's page: the unguessable session id is the only key.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The page's form posts urlencoded; there is nothing in it to read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  const sandbox = () => {
    if (!(app.payments instanceof SandboxPaymentProvider)) {
      throw new AppError('NOT_FOUND', 'The sandbox checkout is off: payments go through Stripe.');
    }
    return app.payments;
  };
  const successUrl = (template: string | null, id: string) =>
    (template ?? `${app.config.publicUrl}/order-confirmed?sessionId={CHECKOUT_SESSION_ID}`).replace(
      '{CHECKOUT_SESSION_ID}',
      encodeURIComponent(id),
    );

  const render = (
    reply: FastifyReply,
    status: number,
    input: Omit<SandboxPageInput, 'brandName'>,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        // Pay posts to this page, which redirects to where the buyer returns (the checkout's own
        // origin, as its cancel URL shows).
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${input.cancelUrl ? ` ${new URL(input.cancelUrl).origin}` : ''}; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('referrer-policy', 'no-referrer')
      .send(renderSandboxPage({ brandName: app.config.brandName, ...input }));

  const notFound = (reply: FastifyReply) =>
    render(reply, 404, { state: { kind: 'not-found' }, cancelUrl: null, checkout: null });
  /** What the page shows of a session: its lines and figures, and the buyer's email. */
  const pageCheckout = (
    found: NonNullable<Awaited<ReturnType<typeof describeCheckoutSession>>>,
  ) => ({
    ...found,
    customerEmail: found.priced.customerEmail,
  });

  const params = z.strictObject({ sessionId: idParamSchema.max(255) });

  app.get(
    '/sandbox-checkout/:sessionId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox's hosted checkout page (HTML)",
        params,
        response: { 200: htmlSchema, 404: htmlSchema.or(errorBodySchema), 410: htmlSchema },
      },
    },
    async (request, reply) => {
      sandbox();
      const id = request.params.sessionId;
      const found = await describeCheckoutSession(app.db, id);
      if (!found) return notFound(reply);
      const { session } = found;
      const checkout = pageCheckout(found);
      if (session.paidAt || session.orderId) {
        return render(reply, 200, {
          state: { kind: 'paid', continueUrl: successUrl(session.successUrl, id) },
          cancelUrl: session.cancelUrl,
          checkout,
        });
      }
      if (session.status !== 'open' || session.expiresAt <= app.clock()) {
        return render(reply, 410, {
          state: { kind: 'expired' },
          cancelUrl: session.cancelUrl,
          checkout,
        });
      }
      return render(reply, 200, {
        state: {
          kind: 'payable',
          payAction: `/api/sandbox-checkout/${encodeURIComponent(id)}/pay`,
        },
        cancelUrl: session.cancelUrl,
        checkout,
      });
    },
  );

  app.post(
    '/sandbox-checkout/:sessionId/pay',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sandbox'],
        summary: "The sandbox page's Pay: mark paid, record the order, 303 to the success URL",
        params,
        response: {
          303: z.null().describe('Redirect to the success URL with the session id.'),
          404: htmlSchema.or(errorBodySchema),
          410: htmlSchema,
        },
      },
    },
    async (request, reply) => {
      const provider = sandbox();
      const id = request.params.sessionId;
      // Every press of a paid session goes on to the confirmation, however many race.
      const payment = await provider.markPaid(id);
      if (!payment) {
        const found = await describeCheckoutSession(app.db, id);
        if (!found) return notFound(reply);
        const checkout = pageCheckout(found);
        return render(reply, 410, {
          state: { kind: 'expired' },
          cancelUrl: found.session.cancelUrl,
          checkout,
        });
      }
      // What Stripe's webhook does: the order exists even if the buyer never reaches the
      // confirmation page. If it fails here, finalize-order records it.
      try {
        await completePaidSession({ db: app.db, clock: app.clock, log: request.log }, payment);
      } catch (error) {
        request.log.error(
          { err: error, sessionId: id },
          'sandbox payment recorded without its order',
        );
      }
      return reply.redirect(successUrl(payment.successUrl, id), 303);
    },
  );
};

import { countCheckouts } from '../../business-metrics.js';
import { AppError } from '../../errors.js';
import {
  type PaymentProvider,
  WebhookSignatureError,
} from '../../providers/payments/payment-provider.js';
import { completePaidSession } from './complete-paid-session.js';
import { WEBHOOK_SIGNATURE_BAD } from './messages.js';
import { findPaymentSession } from './payment-sessions.js';
import type { CheckoutDeps } from './provider-call.js';
import { endSession } from './stock-reservations.js';

/**
 * POST /api/stripe/webhook: a signed provider event. A paid session is completed like
 * finalize-order; an expired one gives its stock back at once. Events that cannot succeed on a
 * retry (a session we never opened, an amount mismatch) are acknowledged and logged so the
 * provider stops resending them; anything else fails so it retries.
 */
export async function handlePaymentWebhook(
  deps: CheckoutDeps,
  options: { rawBody: Buffer; signature: string | undefined },
): Promise<{ received: true }> {
  let event: ReturnType<PaymentProvider['verifyWebhook']>;
  try {
    event = deps.payments.verifyWebhook(options.rawBody, options.signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    deps.log.warn({ reason: error.message }, 'payment webhook refused');
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', WEBHOOK_SIGNATURE_BAD, { cause: error });
  }
  if (event.type === 'session.paid') {
    try {
      await completePaidSession(deps, event.payment);
    } catch (error) {
      const final =
        error instanceof AppError &&
        (error.code === 'NOT_FOUND' || error.code === 'PAYMENT_MISMATCH');
      if (!final) throw error;
      deps.log.warn({ sessionId: event.payment.id, code: error.code }, 'payment webhook ignored');
    }
  } else if (event.type === 'session.expired') {
    const session = await findPaymentSession(deps.db, event.sessionId);
    if (session) {
      // Counted once, by whichever ended it: this, or the sweep of lapsed sessions.
      const ended = await endSession(deps.db, { paymentSessionId: session.id, status: 'expired' });
      if (ended) countCheckouts('expired');
    }
  }
  return { received: true };
}

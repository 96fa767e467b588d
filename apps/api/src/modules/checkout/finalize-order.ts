import { type Actor, requireAccess } from '../../access.js';
import { AppError } from '../../errors.js';
import { completePaidSession } from './complete-paid-session.js';
import {
  PAYMENT_CHECK_FAILED,
  PAYMENT_NOT_COMPLETED,
  SESSION_EXPIRED_UNPAID,
  SESSION_NOT_FOUND,
} from './messages.js';
import { findPaymentSession } from './payment-sessions.js';
import { type CheckoutDeps, providerCall } from './provider-call.js';

/**
 * POST /api/finalize-order: the confirmation page's check. The session's own user (or an admin)
 * asks; the provider confirms the payment and its amount; the order is recorded once.
 */
export async function finalizeOrder(
  deps: CheckoutDeps,
  options: { actor: Actor | null; sessionId: string },
): Promise<{ orderId: string }> {
  const session = await findPaymentSession(deps.db, options.sessionId);
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  await requireAccess({
    db: deps.db,
    actor: options.actor,
    permission: 'checkout.finalize',
    ids: [session.userId],
  });
  if (session.orderId) return { orderId: session.orderId };
  const payment = await providerCall(deps.log, PAYMENT_CHECK_FAILED, () =>
    deps.payments.retrieveSession(options.sessionId),
  );
  if (!payment) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  if (!payment.paid) {
    const lapsed = session.status !== 'open' || session.expiresAt <= deps.clock();
    throw new AppError(
      'PAYMENT_INCOMPLETE',
      lapsed ? SESSION_EXPIRED_UNPAID : PAYMENT_NOT_COMPLETED,
    );
  }
  const { orderId } = await completePaidSession(deps, payment);
  return { orderId };
}

import { eq, sql } from 'drizzle-orm';
import { countCheckouts } from '../../business-metrics.js';
import { preparedFor } from '../../db/prepared.js';
import { paymentSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ProviderPayment } from '../../providers/payments/payment-provider.js';
import { recordOrder } from '../orders/record-order.js';
import { rememberAddress } from '../saved-addresses/service.js';
import { PAYMENT_AMOUNT_MISMATCH, PAYMENT_NOT_COMPLETED, SESSION_NOT_FOUND } from './messages.js';
import { pricedOrderOf } from './payment-sessions.js';
import type { CheckoutDeps } from './provider-call.js';
import { commitReservationsAndPay } from './stock-reservations.js';

/** The paid session, locked against a second confirmation racing this one. */
const lockSession = preparedFor((db) =>
  db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, sql.placeholder('providerSessionId')))
    .for('update')
    .prepare('lock_payment_session'),
);

/**
 * Turns a paid session into its order, exactly once (finalize-order, the webhook and the sandbox
 * page all come here, in any number and order): the session row is locked, a session that has
 * its order answers that order, and the UNIQUE payment_session_id stops a second insert
 * whatever happens. Commits the reserved stock and remembers the delivery address.
 */
export async function completePaidSession(
  deps: Pick<CheckoutDeps, 'db' | 'clock' | 'log'>,
  payment: ProviderPayment,
): Promise<{ orderId: string; created: boolean }> {
  const { db, log } = deps;
  if (!payment.paid) throw new AppError('PAYMENT_INCOMPLETE', PAYMENT_NOT_COMPLETED);
  const completed = await db.transaction(async (tx) => {
    const [session] = await lockSession(tx).execute({ providerSessionId: payment.id });
    if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    if (session.orderId) return { orderId: session.orderId, created: false };
    if (
      payment.amountTotalCents !== session.amountTotalCents ||
      payment.currency.toLowerCase() !== session.currency
    ) {
      log.error(
        { sessionId: session.id, paid: payment, expected: session.amountTotalCents },
        'payment amount does not match the priced order: no order recorded',
      );
      throw new AppError('PAYMENT_MISMATCH', PAYMENT_AMOUNT_MISMATCH);
    }
    const priced = pricedOrderOf(session);
    const { breakdown } = priced;
    const { orderId, created } = await recordOrder(tx, {
      orderType: priced.orderType,
      products: priced.products,
      storeId: priced.store.id,
      subtotalCents: breakdown.subtotal,
      taxCents: breakdown.tax,
      sellerTip: String(priced.sellerTipPercent),
      driverTip: String(priced.driverTipPercent),
      sellerTipCents: breakdown.sellerTip,
      driverTipCents: breakdown.driverTip,
      // The window fee for either method (docs/decisions/012).
      deliveryFeeCents: breakdown.deliveryFee + breakdown.pickupFee,
      discountCents: breakdown.discount,
      totalAmountCents: breakdown.total,
      capturedCents: payment.amountTotalCents,
      couponCode: priced.couponCode,
      specialRequest: priced.specialRequest,
      deliveryAddress: priced.deliveryAddress,
      pickUpAddress: priced.pickUpAddress,
      billingAddress: priced.billingAddress,
      deliveryDate: priced.window.date,
      deliveryWindowStart: new Date(priced.window.startsAt),
      deliveryWindowEnd: new Date(priced.window.endsAt),
      buyerId: priced.buyerId,
      sellerId: priced.store.sellerId,
      driverId: null,
      userId: session.userId,
      paymentSessionId: session.id,
    });
    const shortfalls = await commitReservationsAndPay(tx, {
      paymentSessionId: session.id,
      paidAt: session.paidAt ?? deps.clock(),
      orderId,
    });
    if (shortfalls.length > 0) {
      log.error(
        { sessionId: session.id, shortfalls },
        'paid after its reservation lapsed and the stock was sold meanwhile: the seller must resolve it',
      );
    }
    if (priced.deliveryAddress) {
      await rememberAddress(tx, { userId: session.userId, address: priced.deliveryAddress });
    }
    return { orderId, created };
  });
  // Once, by whichever confirmation recorded the order, after its transaction (inside the
  // reconciliation sweep's, a savepoint: counted just before the sweep commits).
  if (completed.created) countCheckouts('paid');
  return completed;
}

import type { SessionOrder } from '@marketplace/contract/checkout';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { SESSION_NOT_FOUND } from './messages.js';
import { findPaymentSession } from './payment-sessions.js';

/**
 * GET /api/payment-sessions/{sessionId}/order (public, issue #35): a buyer back from the hosted
 * payment without a login (it ended, or another browser) is told their order is recorded, and
 * its number, before they log in to see it. The session id is the hosted page's own key, known
 * to the payer alone; the answer names no one and nothing bought.
 */
export async function readSessionOrder(db: Executor, sessionId: string): Promise<SessionOrder> {
  const session = await findPaymentSession(db, sessionId);
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return {
    paid: session.status === 'paid',
    orderNumber: session.orderId ? shortOrderId(session.orderId) : null,
  };
}

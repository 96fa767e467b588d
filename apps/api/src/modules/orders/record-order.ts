import { nextOrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { eq } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/client.js';
import { placeholders, preparedFor } from '../../db/prepared.js';
import { orders } from '../../db/schema.js';
import { insertOrderEvent } from './lifecycle/order-events.js';

/** What a paid order is recorded with: every column, so that one prepared statement writes any. */
const NEW_ORDER_COLUMNS = [
  'orderType',
  'products',
  'storeId',
  'subtotalCents',
  'taxCents',
  'sellerTip',
  'driverTip',
  'sellerTipCents',
  'driverTipCents',
  'deliveryFeeCents',
  'discountCents',
  'totalAmountCents',
  'capturedCents',
  'couponCode',
  'specialRequest',
  'deliveryAddress',
  'pickUpAddress',
  'billingAddress',
  'deliveryDate',
  'deliveryWindowStart',
  'deliveryWindowEnd',
  'buyerId',
  'sellerId',
  'driverId',
  'userId',
  'paymentSessionId',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];

export type NewOrder = {
  [Column in (typeof NEW_ORDER_COLUMNS)[number]]-?: Exclude<
    (typeof orders.$inferInsert)[Column],
    undefined
  >;
} & { paymentSessionId: string };

/** Every payment's order, once: the session's second try inserts nothing and reads it instead. */
const insertOrder = preparedFor((db) =>
  db
    .insert(orders)
    .values(placeholders(...NEW_ORDER_COLUMNS, 'orderStatus'))
    .onConflictDoNothing({ target: orders.paymentSessionId })
    .returning()
    .prepare('insert_order'),
);

/**
 * The order a payment session paid for. Exactly one per session: the UNIQUE payment_session_id
 * makes a second insert a no-op, and the first order's id is answered instead. A new order starts
 * its timeline with the payment (docs/decisions/090): null → pending, by the system, in the same
 * transaction (the caller's, when `db` is one).
 */
export async function recordOrder(
  db: Executor,
  order: NewOrder,
): Promise<{ orderId: string; created: boolean }> {
  const paid = nextOrderStatus({
    status: null,
    orderType: order.orderType,
    action: 'pay',
    actor: { kind: 'system' },
  });
  if (!paid.ok) throw new Error(paid.reason);
  return inTransaction(db, async (tx) => {
    const [inserted] = await insertOrder(tx).execute({ ...order, orderStatus: paid.to });
    if (inserted) {
      await insertOrderEvent(
        tx,
        {
          orderId: inserted.id,
          fromStatus: null,
          toStatus: paid.to,
          action: 'pay',
          actorUserId: null,
          actorRole: 'system',
          at: inserted.createdAt,
        },
        inserted,
      );
      return { orderId: inserted.id, created: true };
    }
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentSessionId, order.paymentSessionId));
    if (!existing) throw new Error(`No order for payment session ${order.paymentSessionId}`);
    return { orderId: existing.id, created: false };
  });
}

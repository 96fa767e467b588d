import { orderMethod } from '@marketplace/core/constants/order-types';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { isOrderEventAction } from '@marketplace/core/orders/order-events';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import {
  type OrderTextFacts,
  type OrderTextKind,
  orderText,
  TEXTS_OF_ACTION,
} from '@marketplace/core/text-messages/order-texts';
import type { Executor } from '../../db/client.js';
import { notifications, type orderEvents, type orders } from '../../db/schema.js';
import { storeSummary } from '../catalog/store-records.js';
import { findUserAndSeller } from '../users/service.js';

type EventRow = typeof orderEvents.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** What an order's texts say of it: its number, store, method, window (in the store's zone). */
export async function orderTextFacts(
  tx: Executor,
  order: OrderRow,
  more: Pick<OrderTextFacts, 'reason' | 'arrivesAround' | 'amount'> = {},
) {
  const store = await storeSummary(tx, order.storeId);
  const facts: OrderTextFacts = {
    orderNumber: shortOrderId(order.id),
    storeName: store?.name ?? 'your store',
    method: orderMethod(order.orderType),
    window:
      order.deliveryWindowStart && order.deliveryWindowEnd && store
        ? {
            start: order.deliveryWindowStart,
            end: order.deliveryWindowEnd,
            timeZone: store.timezone,
          }
        : null,
    needsIdCheck: orderNeedsIdCheck(order.products),
    ...more,
  };
  return { facts, store };
}

/**
 * Writes the texts an order event owes (docs/decisions/098) into the outbox, in the event's own
 * transaction: committed with it, or not at all. The buyer is the order's account; the seller,
 * the store's owner. Someone without a phone on file is skipped; one event never owes one person
 * two messages (a unique index), so a retried transaction cannot double them.
 */
export async function queueOrderTexts(
  tx: Executor,
  input: { event: EventRow; order: OrderRow; arrivesAround?: Date | null },
): Promise<void> {
  const { event, order } = input;
  if (!isOrderEventAction(event.action)) return;
  const owed = TEXTS_OF_ACTION[event.action];
  if (!owed) return;
  const { facts, store } = await orderTextFacts(tx, order, {
    reason: event.reason,
    arrivesAround: input.arrivesAround,
    amount: event.amountCents === null ? null : formatUsd(event.amountCents),
  });
  const recipients: {
    kind: OrderTextKind;
    role: 'buyer' | 'seller';
    userId: string;
    phone: string;
  }[] = [];
  const { user: buyer, seller } = await findUserAndSeller(tx, {
    userId: owed.buyer ? order.userId : null,
    sellerId: owed.seller ? (store?.sellerId ?? null) : null,
  });
  if (owed.buyer && buyer?.phone) {
    recipients.push({ kind: owed.buyer, role: 'buyer', userId: buyer.id, phone: buyer.phone });
  }
  if (owed.seller && seller?.phone) {
    recipients.push({ kind: owed.seller, role: 'seller', userId: seller.id, phone: seller.phone });
  }
  if (recipients.length === 0) return;
  await tx
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        orderEventId: event.id,
        orderId: order.id,
        kind: recipient.kind,
        recipientUserId: recipient.userId,
        recipientRole: recipient.role,
        phone: recipient.phone,
        body: orderText(recipient.kind, facts),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The buyer's text that their delivery will be late (issue #34), at most once per order and
 * buyer (a partial unique index), however many instances see it late at once.
 */
export async function queueRunningLateText(
  db: Executor,
  input: { order: OrderRow; arrivesAround: Date },
): Promise<void> {
  const { order, arrivesAround } = input;
  const { user: buyer } = await findUserAndSeller(db, { userId: order.userId, sellerId: null });
  if (!buyer?.phone) return;
  const { facts } = await orderTextFacts(db, order, { arrivesAround });
  await db
    .insert(notifications)
    .values({
      orderId: order.id,
      kind: 'running_late',
      recipientUserId: buyer.id,
      recipientRole: 'buyer',
      phone: buyer.phone,
      body: orderText('running_late', facts),
    })
    .onConflictDoNothing();
}

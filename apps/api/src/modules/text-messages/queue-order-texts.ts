import { orderMethod } from '@marketplace/core/constants/order-types';
import { orderNeedsIdCheck } from '@marketplace/core/orders/id-check';
import { isOrderAction } from '@marketplace/core/orders/order-lifecycle';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import {
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

/**
 * Writes the texts an order event owes (docs/decisions/098) into the outbox, in the event's own
 * transaction: committed with it, or not at all. The buyer is the order's account; the seller,
 * the store's owner. Someone without a phone on file is skipped; one event never owes one person
 * two messages (a unique index), so a retried transaction cannot double them.
 */
export async function queueOrderTexts(
  tx: Executor,
  input: { event: EventRow; order: OrderRow },
): Promise<void> {
  const { event, order } = input;
  if (!isOrderAction(event.action)) return;
  const owed = TEXTS_OF_ACTION[event.action];
  if (!owed) return;
  const store = await storeSummary(tx, order.storeId);
  const facts = {
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
    reason: event.reason,
    needsIdCheck: orderNeedsIdCheck(order.products),
  };
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

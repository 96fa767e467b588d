import { formatUsd } from '@marketplace/core/money/format-usd';
import { isOrderEventAction } from '@marketplace/core/orders/order-events';
import {
  type OrderPushKind,
  orderPush,
  PUSH_PAGES,
  type PushAudience,
  pushesOfAction,
} from '@marketplace/core/push/order-pushes';
import type { OrderTextFacts } from '@marketplace/core/text-messages/order-texts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type orderEvents, type orders, pushMessages, pushSubscriptions } from '../../db/schema.js';
import { orderTextFacts } from '../text-messages/queue-order-texts.js';
import { adminUserIds, userIdsOfRoleIds } from '../users/service.js';

type EventRow = typeof orderEvents.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** One notification owed to one person: every device of theirs gets it. */
type Owed = { userId: string; kind: OrderPushKind; audience: PushAudience };

/**
 * Writes what owed people's devices are to be told into the push outbox, in the caller's
 * transaction (issue #36, docs/decisions/144). Nobody subscribed costs one read. `eventKey` names
 * the event: with the outbox's unique key, one event never pushes one device twice, whether the
 * transaction is retried or several instances see the same thing.
 */
async function queuePushes(
  tx: Executor,
  input: {
    owed: readonly Owed[];
    order: OrderRow;
    eventKey: string;
    facts: () => Promise<OrderTextFacts>;
  },
): Promise<void> {
  const { owed, order, eventKey } = input;
  if (owed.length === 0) return;
  const devices = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        owed.map((each) => each.userId),
      ),
    );
  if (devices.length === 0) return;
  const facts = await input.facts();
  const rows = owed.flatMap((each) => {
    const payload = {
      ...orderPush(each.kind, facts),
      url: PUSH_PAGES[each.audience],
      // A newer notification of the same order replaces the one before on the device.
      tag: `order-${order.id}`,
    };
    return devices
      .filter((device) => device.userId === each.userId)
      .map((device) => ({ subscriptionId: device.id, eventKey, payload }));
  });
  await tx.insert(pushMessages).values(rows).onConflictDoNothing();
}

/**
 * The pushes an order event owes (core's `pushesOfAction`): the buyer's and the seller's, as
 * their texts; the driver given the order; on a reassignment, the driver it was taken from.
 */
export async function queueOrderPushes(
  tx: Executor,
  input: {
    event: EventRow;
    order: OrderRow;
    arrivesAround?: Date | null;
    /** The driver the order had before a reassignment. */
    previousDriverId?: string | null;
  },
): Promise<void> {
  const { event, order } = input;
  if (!isOrderEventAction(event.action)) return;
  const pushes = pushesOfAction(event.action);
  const sellerIds = pushes.seller && order.sellerId ? [order.sellerId] : [];
  const driverIds = [
    pushes.driver ? event.driverId : null,
    pushes.previousDriver ? input.previousDriverId : null,
  ].filter((id): id is string => Boolean(id));
  const { sellers, drivers } = await userIdsOfRoleIds(tx, { sellerIds, driverIds });
  const owed: (Owed | null)[] = [
    pushes.buyer ? { userId: order.userId, kind: pushes.buyer, audience: 'buyer' } : null,
    ...whom(pushes.seller, sellers.get(order.sellerId ?? ''), 'seller'),
    ...whom(pushes.driver, drivers.get(event.driverId ?? ''), 'driver'),
    ...whom(pushes.previousDriver, drivers.get(input.previousDriverId ?? ''), 'driver'),
  ];
  await queuePushes(tx, {
    owed: owed.filter((each) => each !== null),
    order,
    eventKey: `order-event:${event.id}`,
    facts: async () =>
      (
        await orderTextFacts(tx, order, {
          reason: event.reason,
          arrivesAround: input.arrivesAround,
          amount: event.amountCents === null ? null : formatUsd(event.amountCents),
        })
      ).facts,
  });
}

function whom(
  kind: OrderPushKind | undefined,
  userId: string | undefined,
  audience: PushAudience,
): Owed[] {
  return kind && userId ? [{ userId, kind, audience }] : [];
}

/**
 * A delivery will miss its window (issue #36): the buyer's devices hear it as their text says it,
 * and every admin's that it is late; once per order, however many instances see it late.
 */
export async function queueLatePushes(
  db: Executor,
  input: { order: OrderRow; arrivesAround: Date },
): Promise<void> {
  const { order, arrivesAround } = input;
  const admins = await adminUserIds(db);
  await queuePushes(db, {
    owed: [
      { userId: order.userId, kind: 'running_late', audience: 'buyer' },
      ...admins.map((userId) => ({ userId, kind: 'delivery_late', audience: 'admin' }) as const),
    ],
    order,
    eventKey: `late:${order.id}`,
    facts: async () => (await orderTextFacts(db, order, { arrivesAround })).facts,
  });
}

/**
 * Every admin's devices hear, once per order, that a paid order waits for its store past
 * UNACKNOWLEDGED_FLAG_MINUTES (issue #31's flag, pushed: issue #36).
 */
export async function queueUnacknowledgedPushes(
  db: Executor,
  input: { order: OrderRow },
): Promise<void> {
  const { order } = input;
  const admins = await adminUserIds(db);
  await queuePushes(db, {
    owed: admins.map((userId) => ({ userId, kind: 'order_unacknowledged', audience: 'admin' })),
    order,
    eventKey: `unacknowledged:${order.id}`,
    facts: async () => (await orderTextFacts(db, order)).facts,
  });
}

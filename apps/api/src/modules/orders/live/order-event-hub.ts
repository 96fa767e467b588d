import type { OrderEvent } from '@marketplace/contract/orders';
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../../../db/client.js';
import { orderEvents, orders } from '../../../db/schema.js';
import { toOrderEventJson } from '../order-json.js';
import { isOrderOfPerson, type OrderPerson, ordersOfPersonWhere } from '../ownership.js';

/**
 * Live order events (issue #15, docs/decisions/097). A trigger announces every committed order
 * event on `order_event` (drizzle/0015); every API process listens (PostgreSQL LISTEN/NOTIFY, in
 * process on PGlite), reads the events it hears and hands each to the open streams allowed to
 * see it, in commit order. A user's role change (`user_role_changed`) closes that user's streams,
 * so reopening checks the new role. While the listening connection is down events could be
 * missed, so every stream is closed: its client reconnects and catches up from its last id.
 */

/**
 * Who a stream is for: one order (its buyer, admins), everything (admins), a buyer's own orders,
 * a seller's stores' orders, a driver's.
 */
export type EventAudience =
  | { kind: 'order'; orderId: string }
  | { kind: 'all' }
  /**
   * A person: the orders they placed, whatever their role now, and with their role their
   * stores' (a seller's) or the orders they carry (a driver's), as orders/ownership.ts says;
   * a driver also hears an order being taken away from them.
   */
  | ({ kind: 'person' } & OrderPerson);

export type EventSubscriber = {
  userId: string;
  audience: EventAudience;
  deliver(event: OrderEvent): void;
  close(): void;
};

export type OrderEventHub = {
  subscribe(subscriber: EventSubscriber): () => void;
  /** How many streams this user has open on this process. */
  openFor(userId: string): number;
  /** Open streams on this process. */
  size(): number;
  /**
   * Whether both channels are heard (GET /api/ready): false until they are, while a listening
   * connection is down, and once closed.
   */
  listening(): boolean;
  /** Closes every stream and stops listening; a stream opened afterwards is closed at once. */
  close(): Promise<void>;
};

export const ORDER_EVENT = 'order_event';
export const USER_ROLE_CHANGED = 'user_role_changed';

/** What decides who sees an event: the event, and its order's people. */
const eventColumns = {
  event: orderEvents,
  order: {
    userId: orders.userId,
    buyerId: orders.buyerId,
    sellerId: orders.sellerId,
    driverId: orders.driverId,
  },
};
type EventRow = {
  event: typeof orderEvents.$inferSelect;
  order: {
    userId: string;
    buyerId: string | null;
    sellerId: string | null;
    driverId: string | null;
  };
};

function matches(audience: EventAudience, row: EventRow): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'order':
      return row.event.orderId === audience.orderId;
    case 'person':
      return (
        isOrderOfPerson(audience, row.order) ||
        (audience.driverId !== null && row.event.driverId === audience.driverId)
      );
  }
}

function audienceWhere(audience: EventAudience): SQL | undefined {
  switch (audience.kind) {
    case 'all':
      return undefined;
    case 'order':
      return eq(orderEvents.orderId, audience.orderId);
    case 'person':
      return or(
        ordersOfPersonWhere(audience),
        audience.driverId === null ? undefined : eq(orderEvents.driverId, audience.driverId),
      );
  }
}

function selectEvents(db: Executor) {
  return db
    .select(eventColumns)
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId));
}

/** How far back before the last id a resume also looks (docs/decisions/097). */
const RESUME_LOOKBACK = "interval '5 seconds'";
/** More missed than this and the client is told to read everything again instead. */
export const RESUME_MAX_EVENTS = 500;

/**
 * What a client that last saw `lastId` missed, oldest first: the events after it, and those
 * committed late with an id just below it (ids are given at insert, not at commit). Null when
 * there are too many: the client starts afresh.
 */
export async function eventsAfter(
  db: Executor,
  lastId: number,
  audience: EventAudience,
): Promise<OrderEvent[] | null> {
  const rows = await selectEvents(db)
    .where(
      and(
        or(
          gt(orderEvents.id, lastId),
          sql`${orderEvents.at} >= (select e.at - ${sql.raw(RESUME_LOOKBACK)} from order_events e where e.id = ${lastId}) and ${orderEvents.id} <> ${lastId}`,
        ),
        audienceWhere(audience),
      ),
    )
    .orderBy(asc(orderEvents.id))
    .limit(RESUME_MAX_EVENTS + 1);
  if (rows.length > RESUME_MAX_EVENTS) return null;
  return rows.map((row) => toOrderEventJson(row.event));
}

export async function createOrderEventHub(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<OrderEventHub> {
  const subscribers = new Set<EventSubscriber>();
  const closeAll = () => {
    for (const subscriber of [...subscribers]) subscriber.close();
  };

  // Heard ids wait here and are read in batches, one batch at a time, so events go out in the
  // order they were committed.
  let heard: number[] = [];
  let reading: Promise<void> | null = null;
  const readHeard = async () => {
    while (heard.length > 0) {
      const ids = heard;
      heard = [];
      try {
        const rows = await selectEvents(database.db)
          .where(inArray(orderEvents.id, ids))
          .orderBy(asc(orderEvents.id));
        for (const row of rows) {
          const event = toOrderEventJson(row.event);
          for (const subscriber of subscribers) {
            if (matches(subscriber.audience, row)) subscriber.deliver(event);
          }
        }
      } catch (error) {
        // Not read, so not sent: the streams reconnect and catch up from their last id.
        log?.warn({ err: error }, 'Live orders: could not read new order events.');
        closeAll();
      }
    }
    reading = null;
  };

  let hearingEvents = false;
  let hearingRoles = false;
  /** Whether the loss of the events channel was logged since it was last heard. */
  let deaf = false;
  let closed = false;
  const unlistenEvents = await database.listen(ORDER_EVENT, {
    notify(payload) {
      const id = Number(payload);
      // With no stream open here, nobody is owed this event: a stream opened later reads what
      // it missed from the database (catch-up), so a checkout rush costs no read per order.
      if (!Number.isSafeInteger(id) || subscribers.size === 0) return;
      heard.push(id);
      reading ??= readHeard();
    },
    listening() {
      hearingEvents = true;
      deaf = false;
    },
    lost() {
      if (!deaf) log?.warn(`Live orders: cannot LISTEN ${ORDER_EVENT}; closing the streams.`);
      hearingEvents = false;
      deaf = true;
      closeAll();
    },
  });
  const unlistenRoles = await database.listen(USER_ROLE_CHANGED, {
    notify(userId) {
      for (const subscriber of [...subscribers]) {
        if (subscriber.userId === userId) subscriber.close();
      }
    },
    listening() {
      hearingRoles = true;
    },
    lost() {
      hearingRoles = false;
      // A role change could go unheard: every stream checks its role again.
      closeAll();
    },
  });

  return {
    subscribe(subscriber) {
      // Shutting down: the client reconnects, through the load balancer, to another instance.
      if (closed) {
        subscriber.close();
        return () => {};
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    size: () => subscribers.size,
    openFor: (userId) => {
      let open = 0;
      for (const subscriber of subscribers) if (subscriber.userId === userId) open++;
      return open;
    },
    listening: () => !closed && hearingEvents && hearingRoles,
    async close() {
      closed = true;
      closeAll();
      await unlistenEvents();
      await unlistenRoles();
      await reading;
    },
  };
}

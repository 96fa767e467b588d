import type { OrderEvent } from '@marketplace/contract/orders';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, holdsOnEveryRecord, type Permission, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { eventFrame, openUserStream } from '../../../event-stream.js';
import { requireOrderReader } from '../lifecycle/read-order-timeline.js';
import { orderBuyerOf } from '../ownership.js';
import { type EventAudience, eventsAfter } from './order-event-hub.js';

/**
 * Who the stream is for, checked when it opens (docs/decisions/097): one order for its buyer or
 * an admin; otherwise by the caller's own role and ids, never by what the request names: every
 * order for an admin; for anyone else the orders they placed, and their stores' for a seller,
 * the ones they carry for a driver.
 */
export async function streamAudience(
  deps: { db: Executor },
  input: { actor: Actor | null; orderId?: string },
): Promise<{ actor: Actor; audience: EventAudience }> {
  const { db } = deps;
  const { orderId } = input;
  if (orderId !== undefined) {
    const actor = await requireOrderReader(db, input.actor, orderId);
    return { actor, audience: { kind: 'order', orderId } };
  }
  const actor = await requireAccess({ db, actor: input.actor, permission: 'order.stream' });
  const holds = (permission: Permission) => holdsOnEveryRecord(actor, permission);
  if (holds('order.streamAll')) return { actor, audience: { kind: 'all' } };
  // Everyone hears the orders they placed; a seller their stores' too, a driver the ones they
  // carry, while they hold that role.
  const audience: EventAudience = {
    kind: 'person',
    buyer: orderBuyerOf(actor),
    sellerId: holds('order.streamOfStores') ? actor.sellerId : null,
    driverId: holds('order.streamCarried') ? actor.driverId : null,
  };
  return { actor, audience };
}

/** Each event is framed once, however many streams it goes to. */
const frames = new WeakMap<OrderEvent, string>();
function orderEventFrame(event: OrderEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = eventFrame({ id: event._id, type: 'order_event', data: event });
    frames.set(event, frame);
  }
  return frame;
}

/**
 * Opens the stream: subscribes first, then sends what a reconnecting client missed, then what
 * was heard meanwhile (each event once), then live events as they come.
 */
export function streamOrderEvents(
  app: Pick<FastifyInstance, 'db' | 'orderEvents' | 'eventStreamOptions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  { actor, audience }: { actor: Actor; audience: EventAudience },
  lastEventIdQuery: string | undefined,
): void {
  const header = request.headers['last-event-id'];
  const resumeFrom = lastEventIdQuery ?? (typeof header === 'string' ? header : undefined);
  const lastId = resumeFrom && /^\d{1,15}$/.test(resumeFrom) ? Number(resumeFrom) : null;

  const stream = openUserStream(
    request,
    reply,
    app.eventStreamOptions,
    app.orderEvents.openFor(actor.id),
  );
  const send = (event: OrderEvent) => stream.sendFrame(orderEventFrame(event));
  let waiting: OrderEvent[] | null = [];
  const unsubscribe = app.orderEvents.subscribe({
    userId: actor.id,
    audience,
    deliver(event) {
      if (waiting) waiting.push(event);
      else send(event);
    },
    close: () => stream.close(),
  });
  void stream.closed.then(unsubscribe);

  const catchUp = async () => {
    const sent = new Set<string>();
    if (lastId !== null) {
      const missed = await eventsAfter(app.db, lastId, audience);
      if (missed === null) stream.send({ id: String(lastId), type: 'reset', data: {} });
      for (const event of missed ?? []) {
        sent.add(event._id);
        send(event);
      }
    }
    for (const event of waiting ?? []) if (!sent.has(event._id)) send(event);
    waiting = null;
  };
  catchUp().catch((error: unknown) => {
    request.log.warn({ err: error }, 'Live orders: could not catch a stream up; closing it.');
    stream.close();
  });
}

import type { DriverPosition } from '@marketplace/contract/shifts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { offShiftPosition, shiftOfDriver } from '../../shifts/shift-records.js';
import { streamPositions } from '../../shifts/stream-positions.js';
import { requireOrderReader } from '../lifecycle/read-order-timeline.js';

export const NO_DRIVER_ON_THE_WAY = 'No driver is on the way with this order right now.';

/**
 * The driver carrying this order to its buyer, while it is out for delivery (picked up) and
 * only then (issue #33): its buyer or an admin may ask; before pick-up and after delivery there
 * is no one to show, so no buyer ever sees a driver who carries none of their orders.
 */
async function driverOnTheWay(
  db: Executor,
  actor: Actor | null,
  orderId: string,
): Promise<{ actor: Actor; driverId: string }> {
  const reader = await requireOrderReader(db, actor, orderId);
  const driverId = await carrierOnTheWay(db, orderId);
  if (!driverId) throw new AppError('NOT_FOUND', NO_DRIVER_ON_THE_WAY);
  return { actor: reader, driverId };
}

/** The driver id carrying the order while it is picked up; null otherwise. */
async function carrierOnTheWay(db: Executor, orderId: string): Promise<string | null> {
  const [order] = await db
    .select({ status: orders.orderStatus, driverId: orders.driverId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.status === 'picked_up' ? order.driverId : null;
}

/** Where the driver is, or off shift with no position when the phone shares none. */
export async function readDriverOnTheWay(
  db: Executor,
  input: { actor: Actor | null; orderId: string },
): Promise<DriverPosition> {
  const { driverId } = await driverOnTheWay(db, input.actor, input.orderId);
  return (await shiftOfDriver(db, driverId)) ?? offShiftPosition(driverId);
}

/**
 * The driver's positions as they are kept, while the order is out for delivery. Any event of
 * the order (delivered, returned, reassigned) ends the stream: the client's reconnection asks
 * again, and is refused once the order is no longer on its way.
 */
export async function streamDriverOnTheWay(
  app: Pick<FastifyInstance, 'db' | 'driverPositions' | 'orderEvents' | 'eventStreamOptions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { actor: Actor | null; orderId: string },
): Promise<void> {
  const { actor, driverId } = await driverOnTheWay(app.db, input.actor, input.orderId);
  let closeStream = () => {};
  streamPositions(app, request, reply, {
    actor,
    sees: (id) => id === driverId,
    current: async () => {
      // Delivered between the check and the subscription: nothing more to show.
      if ((await carrierOnTheWay(app.db, input.orderId)) !== driverId) {
        closeStream();
        return [];
      }
      const shift = await shiftOfDriver(app.db, driverId);
      return shift ? [shift] : [];
    },
    onOpen: (close) => {
      closeStream = close;
      return app.orderEvents.subscribe({
        userId: actor.id,
        audience: { kind: 'order', orderId: input.orderId },
        deliver: close,
        close,
      });
    },
  });
}

import { type DriverPosition, driverPositionSchema } from '@marketplace/contract/shifts';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';

/**
 * Live driver positions (issue #33, docs/decisions/135). A trigger announces every kept position,
 * start and end of a shift on `driver_position` with the position itself (drizzle/0049); every
 * API process listens and hands it to the streams open on it that may see that driver. One
 * write per report whatever the number of boards watching, and no read per report: the payload
 * is the news. A user's role change closes their streams, so reopening checks the role again;
 * while the channel is down every stream is closed, and clients reconnect and read afresh.
 */

export const DRIVER_POSITION = 'driver_position';
const USER_ROLE_CHANGED = 'user_role_changed';

export type PositionSubscriber = {
  userId: string;
  /** Whether this stream may see the driver with this driver id. */
  sees(driverId: string): boolean;
  deliver(position: DriverPosition): void;
  close(): void;
};

export type PositionHub = {
  subscribe(subscriber: PositionSubscriber): () => void;
  openFor(userId: string): number;
  size(): number;
  listening(): boolean;
  close(): Promise<void>;
};

/** The trigger's payload, read as the contract's shape; anything else is dropped. */
function parsePosition(payload: string): DriverPosition | null {
  try {
    const parsed = driverPositionSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return null;
    const { startedAt, at } = parsed.data;
    // PostgreSQL's JSON timestamps ('…+00:00') become the API's ISO instants.
    return {
      ...parsed.data,
      startedAt: startedAt && new Date(startedAt).toISOString(),
      at: at && new Date(at).toISOString(),
    };
  } catch {
    return null;
  }
}

export async function createPositionHub(
  database: Pick<DatabaseHandle, 'listen'>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<PositionHub> {
  const subscribers = new Set<PositionSubscriber>();
  const closeAll = () => {
    for (const subscriber of [...subscribers]) subscriber.close();
  };
  let hearingPositions = false;
  let hearingRoles = false;
  let closed = false;

  const unlistenPositions = await database.listen(DRIVER_POSITION, {
    notify(payload) {
      if (subscribers.size === 0) return;
      const position = parsePosition(payload);
      if (!position) return;
      for (const subscriber of subscribers) {
        if (subscriber.sees(position.driverId)) subscriber.deliver(position);
      }
    },
    listening() {
      hearingPositions = true;
    },
    lost() {
      if (hearingPositions) log?.warn(`Driver positions: cannot LISTEN ${DRIVER_POSITION}.`);
      hearingPositions = false;
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
      closeAll();
    },
  });

  return {
    subscribe(subscriber) {
      if (closed) {
        subscriber.close();
        return () => {};
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    openFor(userId) {
      let open = 0;
      for (const subscriber of subscribers) if (subscriber.userId === userId) open++;
      return open;
    },
    size: () => subscribers.size,
    listening: () => !closed && hearingPositions && hearingRoles,
    async close() {
      closed = true;
      closeAll();
      await unlistenPositions();
      await unlistenRoles();
    },
  };
}

import type { DriverPosition } from '@marketplace/contract/shifts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../access.js';
import { eventFrame, openUserStream } from '../../event-stream.js';

/** Each position is framed once, however many streams it goes to. */
const frames = new WeakMap<DriverPosition, string>();
function positionFrame(position: DriverPosition): string {
  let frame = frames.get(position);
  if (frame === undefined) {
    frame = eventFrame({
      id: `${position.driverId}@${position.at ?? position.startedAt ?? 'off'}`,
      type: 'driver_position',
      data: position,
    });
    frames.set(position, frame);
  }
  return frame;
}

/**
 * A stream of `driver_position` events for drivers the caller may see (`sees`, decided by the
 * route when the stream opens). It subscribes first, then sends where those drivers are now
 * (`current`, read after subscribing), then what was heard meanwhile, then live positions: a
 * client that reconnects starts from the present, since only the last position matters.
 * `onOpen` lets the caller tie the stream to something else that ends it (an order delivered).
 */
export function streamPositions(
  app: Pick<FastifyInstance, 'driverPositions' | 'eventStreamOptions'>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    actor: Actor;
    sees: (driverId: string) => boolean;
    current: () => Promise<DriverPosition[]>;
    onOpen?: (close: () => void) => () => void;
  },
): void {
  const { actor, sees } = options;
  const stream = openUserStream(
    request,
    reply,
    app.eventStreamOptions,
    app.driverPositions.openFor(actor.id),
  );
  const send = (position: DriverPosition) => stream.sendFrame(positionFrame(position));
  let waiting: DriverPosition[] | null = [];
  const unsubscribe = app.driverPositions.subscribe({
    userId: actor.id,
    sees,
    deliver(position) {
      if (waiting) waiting.push(position);
      else send(position);
    },
    close: () => stream.close(),
  });
  const release = options.onOpen?.(() => stream.close());
  void stream.closed.then(() => {
    unsubscribe();
    release?.();
  });

  options
    .current()
    .then((positions) => {
      for (const position of positions) if (sees(position.driverId)) send(position);
      for (const position of waiting ?? []) send(position);
      waiting = null;
    })
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'Driver positions: could not read them; closing a stream.');
      stream.close();
    });
}

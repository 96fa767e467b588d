import type { OrderEvent } from '@marketplace/contract/orders';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { ChannelEvents, Database } from '../../../db/client.js';
import { orderEvents } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { createOrderEventHub, ORDER_EVENT } from './order-event-hub.js';

// Issue #17: a rush of orders costs a process with no stream open no read per order.

const ctx = await createTestApp();

it('reads nothing for an event no stream here is owed, and delivers one once a stream is open', async () => {
  let reads = 0;
  // The test database, counting the reads the hub makes of it.
  const db = new Proxy(ctx.db, {
    get(target, property, receiver) {
      if (property === 'select') reads += 1;
      return Reflect.get(target, property, receiver);
    },
  }) as Database;
  const heard = new Map<string, ChannelEvents>();
  const hub = await createOrderEventHub({
    db,
    listen: async (channel, events) => {
      heard.set(channel, events);
      events.listening();
      return async () => {};
    },
  });
  const announce = async (orderId: string) => {
    const [event] = await ctx.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId));
    heard.get(ORDER_EVENT)!.notify(String(event!.id));
  };

  await announce(await ctx.newOrder(await ctx.newUser()));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toBe(0);

  const delivered: OrderEvent[] = [];
  hub.subscribe({
    userId: 'admin',
    audience: { kind: 'all' },
    deliver: (event) => delivered.push(event),
    close: () => {},
  });
  const orderId = await ctx.newOrder(await ctx.newUser());
  await announce(orderId);
  await vi.waitFor(() => expect(delivered.map((event) => event.orderId)).toEqual([orderId]));
  expect(reads).toBe(1);
  await hub.close();
});

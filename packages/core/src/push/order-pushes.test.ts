import { describe, expect, it } from 'vitest';
import { ORDER_EVENT_ACTIONS } from '../orders/order-events.js';
import { orderText, TEXTS_OF_ACTION } from '../text-messages/order-texts.js';
import { ORDER_FACTS } from '../text-messages/testing/order-facts.js';
import { orderPush, pushesOfAction } from './order-pushes.js';

const FACTS = ORDER_FACTS;

describe('orderPush', () => {
  it('tells buyers and sellers what their texts say, without the STOP a push cannot take', () => {
    expect(orderPush('order_confirmed', FACTS)).toEqual({
      title: 'Order confirmed',
      body: 'Order E61D4B7C from Casa Arroyo Taqueria is confirmed for delivery Mon, Nov 23, 6:00 PM – 7:00 PM.',
    });
    expect(orderText('order_confirmed', FACTS)).toMatch(/Reply STOP to stop texts\.$/);
    for (const kind of ['driver_assigned', 'delivered', 'new_order', 'cancelled'] as const) {
      expect(orderPush(kind, FACTS).body, kind).toBe(orderText(kind, FACTS));
    }
  });

  it('tells drivers of deliveries given and taken, and admins of a late one', () => {
    expect(orderPush('delivery_assigned', FACTS)).toEqual({
      title: 'New delivery',
      body: 'Order E61D4B7C from Casa Arroyo Taqueria is yours to deliver, Mon, Nov 23, 6:00 PM – 7:00 PM.',
    });
    expect(orderPush('delivery_reassigned', FACTS).body).toBe(
      'Order E61D4B7C from Casa Arroyo Taqueria was given to another driver: it is off your list.',
    );
    expect(
      orderPush('delivery_late', { ...FACTS, arrivesAround: new Date('2026-11-24T03:25:00Z') }),
    ).toEqual({
      title: 'Delivery running late',
      body: 'Order E61D4B7C from Casa Arroyo Taqueria will miss its window: arriving around 7:25 PM.',
    });
    expect(orderPush('order_unacknowledged', FACTS)).toEqual({
      title: 'Store hasn’t acknowledged',
      body: 'Order E61D4B7C was paid 10 minutes ago and Casa Arroyo Taqueria has not acknowledged it yet.',
    });
  });

  it('carries a store’s name as one sanitized line, as texts do', () => {
    const { body } = orderPush('delivery_assigned', {
      ...FACTS,
      storeName: 'Evil\nStore see www.evil.example.com',
    });
    expect(body).toBe(
      'Order E61D4B7C from Evil Store see [link removed] is yours to deliver, Mon, Nov 23, 6:00 PM – 7:00 PM.',
    );
  });
});

describe('pushesOfAction', () => {
  it('owes buyers and sellers their texts’ pushes, and drivers their assignments', () => {
    for (const action of ORDER_EVENT_ACTIONS) {
      const { buyer, seller } = pushesOfAction(action);
      expect({ buyer, seller }, action).toEqual({
        buyer: TEXTS_OF_ACTION[action]?.buyer,
        seller: TEXTS_OF_ACTION[action]?.seller,
      });
    }
    expect(pushesOfAction('assign')).toMatchObject({ driver: 'delivery_assigned' });
    expect(pushesOfAction('assign').previousDriver).toBeUndefined();
    expect(pushesOfAction('reassign')).toMatchObject({
      driver: 'delivery_assigned',
      previousDriver: 'delivery_reassigned',
    });
    expect(pushesOfAction('pick_up').driver).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  HAVE_ID_READY,
  ORDER_TEXT_KINDS,
  orderText,
  TEXTS_OF_ACTION,
  textWindow,
  withBrand,
} from './order-texts.js';
import { ORDER_FACTS } from './testing/order-facts.js';

const FACTS = ORDER_FACTS;

describe('orderText', () => {
  it('says the window in the store’s time and day', () => {
    expect(textWindow(FACTS.window!)).toBe('Mon, Nov 23, 6:00 PM – 7:00 PM');
    expect(withBrand('Arroyo', orderText('order_confirmed', FACTS))).toBe(
      'Arroyo: Order E61D4B7C from Casa Arroyo Taqueria is confirmed for delivery Mon, Nov 23, 6:00 PM – 7:00 PM. Reply STOP to stop texts.',
    );
  });

  it.each([
    [
      'driver_assigned',
      'A driver has been assigned to order E61D4B7C from Casa Arroyo Taqueria, arriving Mon, Nov 23, 6:00 PM – 7:00 PM.',
    ],
    ['out_for_delivery', 'Order E61D4B7C from Casa Arroyo Taqueria is on its way to you.'],
    ['delivered', 'Order E61D4B7C from Casa Arroyo Taqueria has been delivered. Enjoy!'],
    [
      'new_order',
      'New delivery order E61D4B7C at Casa Arroyo Taqueria for Mon, Nov 23, 6:00 PM – 7:00 PM.',
    ],
  ] as const)('%s', (kind, text) => {
    expect(orderText(kind, FACTS)).toBe(text);
  });

  it('says when the driver should arrive, once dispatch can tell, and when they will be late (issue #34)', () => {
    const eta = { ...FACTS, arrivesAround: new Date('2026-11-23T18:40:00-08:00') };
    expect(orderText('out_for_delivery', eta)).toBe(
      'Order E61D4B7C from Casa Arroyo Taqueria is on its way to you, arriving around 6:40 PM.',
    );
    expect(
      orderText('running_late', { ...eta, arrivesAround: new Date('2026-11-23T19:12:00-08:00') }),
    ).toBe(
      'Order E61D4B7C from Casa Arroyo Taqueria is running late: arriving around 7:12 PM. Sorry for the wait.',
    );
  });

  it('gives a pickup its own words, and a cancellation its reason', () => {
    const pickup = { ...FACTS, method: 'pickup' as const };
    expect(orderText('order_confirmed', pickup)).toContain('is confirmed for pickup Mon, Nov 23');
    expect(orderText('ready_for_pickup', pickup)).toBe(
      'Order E61D4B7C is ready for pickup at Casa Arroyo Taqueria, Mon, Nov 23, 6:00 PM – 7:00 PM.',
    );
    expect(orderText('cancelled', { ...FACTS, reason: 'The kitchen is closed tonight.' })).toBe(
      'Order E61D4B7C from Casa Arroyo Taqueria was cancelled: The kitchen is closed tonight. Any charge is refunded to your card.',
    );
  });

  it('every message fits in two SMS segments (306 characters), a long store name and reason too', () => {
    const long = { ...FACTS, storeName: 'S'.repeat(60), reason: 'R'.repeat(500) };
    for (const kind of ORDER_TEXT_KINDS) {
      expect(withBrand('A'.repeat(60), orderText(kind, long)).length, kind).toBeLessThanOrEqual(
        306,
      );
    }
    expect(orderText('cancelled', long)).toContain(`${'R'.repeat(79)}…`);
  });

  it('carries what a seller or an admin typed as one line, without control characters or links (issue #29)', () => {
    const typed = {
      ...FACTS,
      storeName: 'Casa\nArroyo\u0007 — refunds at www.casa-refunds.com',
      reason: 'Closed.\r\nClaim your refund: https://evil.example/claim\u001b[0m',
    };
    expect(orderText('cancelled', typed)).toBe(
      'Order E61D4B7C from Casa Arroyo — refunds at [link removed] was cancelled: Closed. Claim your refund: [link removed] [0m. Any charge is refunded to your card.',
    );
  });

  it('tells the buyer of a 21+ order to have their ID ready, and only them (issue #30)', () => {
    const adult = { ...FACTS, needsIdCheck: true };
    for (const kind of ['order_confirmed', 'out_for_delivery'] as const) {
      expect(orderText(kind, adult)).toContain(HAVE_ID_READY);
      expect(orderText(kind, FACTS)).not.toContain('photo ID');
    }
    expect(orderText('ready_for_pickup', { ...adult, method: 'pickup' })).toContain(
      'Have your photo ID ready: 21+ items are handed over only after an ID check.',
    );
    expect(orderText('new_order', adult)).not.toContain('photo ID');
  });

  it('tells the seller a cancelled order is off, with the reason (issue #30)', () => {
    expect(TEXTS_OF_ACTION.cancel).toEqual({ buyer: 'cancelled', seller: 'store_cancelled' });
    expect(orderText('store_cancelled', { ...FACTS, reason: 'Buyer moved house.' })).toBe(
      'Order E61D4B7C at Casa Arroyo Taqueria was cancelled: Buyer moved house. Stop preparing it; the buyer is refunded.',
    );
  });

  it('tells the buyer what was refunded and why (issue #35)', () => {
    expect(TEXTS_OF_ACTION.refund).toEqual({ buyer: 'refunded' });
    expect(TEXTS_OF_ACTION.item_unavailable).toBeUndefined();
    expect(
      orderText('refunded', { ...FACTS, amount: '$4.87', reason: 'Sold out: 1 × Oat milk.' }),
    ).toBe(
      'We refunded $4.87 to your card for order E61D4B7C from Casa Arroyo Taqueria: Sold out: 1 × Oat milk. Banks take 5-10 days to show it.',
    );
  });
});

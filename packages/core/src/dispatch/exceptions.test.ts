import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSITION_STALE_AFTER_MS } from '../geo/driver-position.js';
import {
  dispatchExceptions,
  type ExceptionOrder,
  UNASSIGNED_WARNING_MINUTES,
} from './exceptions.js';

const NOW = Date.parse('2026-11-27T19:00:00-08:00');
const MIN = 60_000;

function order(overrides: Partial<ExceptionOrder> = {}): ExceptionOrder {
  return {
    id: 'o',
    adminStatus: 'unassigned',
    windowStart: NOW + 60 * MIN,
    windowEnd: NOW + 90 * MIN,
    driverId: null,
    ...overrides,
  };
}

describe('the dispatch board’s exceptions', () => {
  it('flags windows that passed, latest first, and unassigned orders about to start, soonest first', () => {
    const found = dispatchExceptions({
      now: NOW,
      orders: [
        order({ id: 'far' }),
        order({ id: 'soon', windowStart: NOW + 20 * MIN, windowEnd: NOW + 50 * MIN }),
        order({ id: 'sooner', windowStart: NOW + 5 * MIN, windowEnd: NOW + 35 * MIN }),
        order({ id: 'started', windowStart: NOW - 5 * MIN, windowEnd: NOW + 25 * MIN }),
        order({
          id: 'late',
          adminStatus: 'picked_up',
          driverId: 'd1',
          windowStart: NOW - 60 * MIN,
          windowEnd: NOW - 10 * MIN,
        }),
        order({ id: 'later', windowStart: NOW - 90 * MIN, windowEnd: NOW - 40 * MIN }),
        order({
          id: 'assigned-soon',
          adminStatus: 'assigned',
          driverId: 'd2',
          windowStart: NOW + 5 * MIN,
        }),
        order({ id: 'delivered-late', adminStatus: 'delivered', windowEnd: NOW - 30 * MIN }),
      ],
      drivers: [],
      failedTexts: 0,
    });
    expect(found).toEqual([
      { kind: 'window_passed', orderId: 'later', minutesLate: 40, adminStatus: 'unassigned' },
      { kind: 'window_passed', orderId: 'late', minutesLate: 10, adminStatus: 'picked_up' },
      { kind: 'unassigned_soon', orderId: 'started', minutesToStart: 0 },
      { kind: 'unassigned_soon', orderId: 'sooner', minutesToStart: 5 },
      { kind: 'unassigned_soon', orderId: 'soon', minutesToStart: 20 },
    ]);
  });

  it('flags a driver whose position went stale while carrying an order out for delivery', () => {
    const carrying = order({ id: 'c', adminStatus: 'picked_up', driverId: 'd1' });
    const assignedOnly = order({ id: 'a', adminStatus: 'assigned', driverId: 'd2' });
    const found = dispatchExceptions({
      now: NOW,
      orders: [carrying, assignedOnly],
      drivers: [
        { driverId: 'd1', positionAt: NOW - POSITION_STALE_AFTER_MS - 1 },
        { driverId: 'd2', positionAt: null },
        { driverId: 'd3', positionAt: null },
      ],
      failedTexts: 0,
    });
    expect(found).toEqual([{ kind: 'driver_stale', driverId: 'd1', orderIds: ['c'] }]);
    const fresh = dispatchExceptions({
      now: NOW,
      orders: [carrying],
      drivers: [{ driverId: 'd1', positionAt: NOW - POSITION_STALE_AFTER_MS }],
      failedTexts: 0,
    });
    expect(fresh).toEqual([]);
  });

  it('lists returned orders waiting for their refund, then failed texts', () => {
    expect(
      dispatchExceptions({
        now: NOW,
        orders: [order({ id: 'r', adminStatus: 'returned', windowEnd: NOW - 60 * MIN })],
        drivers: [],
        failedTexts: 3,
      }),
    ).toEqual([
      { kind: 'awaiting_refund', orderId: 'r' },
      { kind: 'texts_failed', count: 3 },
    ]);
  });

  it('flags an order once at most, and an unassigned one only within the warning', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('unassigned', 'assigned', 'picked_up', 'delivered', 'returned'),
            start: fc.integer({ min: -300, max: 300 }),
            length: fc.integer({ min: 15, max: 120 }),
          }),
          { maxLength: 30 },
        ),
        (rows) => {
          const orders = rows.map((row, index) =>
            order({
              id: `o${index}`,
              adminStatus: row.status,
              windowStart: NOW + row.start * MIN,
              windowEnd: NOW + (row.start + row.length) * MIN,
            }),
          );
          const found = dispatchExceptions({ now: NOW, orders, drivers: [], failedTexts: 0 });
          const ids = found.flatMap((e) => ('orderId' in e ? [e.orderId] : []));
          expect(new Set(ids).size).toBe(ids.length);
          for (const e of found) {
            if (e.kind !== 'unassigned_soon') continue;
            const o = orders.find((candidate) => candidate.id === e.orderId)!;
            expect(o.adminStatus).toBe('unassigned');
            expect(o.windowStart! - NOW).toBeLessThanOrEqual(UNASSIGNED_WARNING_MINUTES * MIN);
          }
        },
      ),
    );
  });
});

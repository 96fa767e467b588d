import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatusColour } from '../catalog/order-status-colour.js';
import type { OrderType } from '../constants/order-types.js';
import {
  adminOrderStatus,
  nextOrderStatus,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderActor,
  type OrderStatus,
} from './order-lifecycle.js';

// The expected table, written out by hand from docs/decisions/090 (not derived from the code).
// Rows: the status before ('—' = not yet recorded); columns: the actions in this order.
// A cell is the status the action leads to, 'again' (refused: already done) or 'no' (refused:
// not possible now or not for this kind of order). Who may act is the next table.
const COLUMNS = [
  'pay',
  'assign',
  'reassign',
  'pick_up',
  'deliver',
  'mark_ready',
  'decline',
  'complete',
  'cancel',
  'refuse',
  'return',
] as const;

const DELIVERY = `
  —                 pending    no         no         no         no         no         no         no         no         no         no
  pending           again      assigned   no         no         no         no         cancelled  no         cancelled  no         no
  assigned          again      again      assigned   picked_up  no         no         no         no         cancelled  no         no
  picked_up         again      no         no         again      delivered  no         no         no         cancelled  returning  no
  delivered         again      no         no         no         again      no         no         completed  no         no         no
  ready_for_pickup  again      no         no         no         no         no         no         no         no         no         no
  completed         again      no         no         no         no         no         no         again      no         no         no
  cancelled         again      no         no         no         no         no         again      no         again      no         no
  returning         again      no         no         no         no         no         no         no         no         again      returned
  returned          again      no         no         no         no         no         no         no         cancelled  no         again
`;

const PICKUP = `
  —                 pending    no         no         no         no         no         no         no         no         no         no
  pending           again      no         no         no         no         ready_for_pickup  cancelled  no         cancelled  no         no
  assigned          again      no         no         no         no         no         no         no         no         no         no
  picked_up         again      no         no         no         no         no         no         no         no         no         no
  delivered         again      no         no         no         no         no         no         no         no         no         no
  ready_for_pickup  again      no         no         no         no         again      no         completed  cancelled  no         no
  completed         again      no         no         no         no         no         no         again      no         no         no
  cancelled         again      no         no         no         no         no         again      no         again      no         no
  returning         again      no         no         no         no         no         no         no         no         no         no
  returned          again      no         no         no         no         no         no         no         no         no         no
`;

type Cell = OrderStatus | 'again' | 'no';

function parse(table: string): Map<string, Cell> {
  const cells = new Map<string, Cell>();
  const rows = table.trim().split('\n');
  expect(rows).toHaveLength(10);
  for (const row of rows) {
    const [status, ...values] = row.trim().split(/\s+/);
    expect(values).toHaveLength(COLUMNS.length);
    values.forEach((value, i) => {
      cells.set(`${status}|${COLUMNS[i]}`, value as Cell);
    });
  }
  return cells;
}

const TABLES = { delivery: parse(DELIVERY), pickup: parse(PICKUP) };
const ORDER_TYPES_BY_KIND: [OrderType, 'delivery' | 'pickup'][] = [
  ['delivery', 'delivery'],
  ['20mindelivery', 'delivery'],
  ['pickup', 'pickup'],
  ['20minpickup', 'pickup'],
];

// Every kind of actor; a driver either is the order's driver or is not.
const ACTORS: Record<string, OrderActor> = {
  system: { kind: 'system' },
  buyer: { kind: 'buyer' },
  seller: { kind: 'seller' },
  "the order's seller": { kind: 'seller', isStoreSeller: true },
  dataentry: { kind: 'dataentry' },
  admin: { kind: 'admin' },
  'assigned driver': { kind: 'driver', isAssignedDriver: true },
  'other driver': { kind: 'driver', isAssignedDriver: false },
};

// Who may cause each action, and what everyone else hears.
const WHO: Record<OrderAction, { actors: string[]; otherwise: string }> = {
  pay: { actors: ['system'], otherwise: 'Only the payment system can mark an order paid.' },
  assign: { actors: ['admin'], otherwise: 'Only an admin can assign a driver to an order.' },
  reassign: { actors: ['admin'], otherwise: 'Only an admin can assign a driver to an order.' },
  pick_up: {
    actors: ['admin', 'assigned driver'],
    otherwise: "Only the order's driver or an admin can mark it picked up.",
  },
  deliver: {
    actors: ['admin', 'assigned driver'],
    otherwise: "Only the order's driver or an admin can mark it delivered.",
  },
  mark_ready: {
    actors: ['admin', "the order's seller"],
    otherwise: "Only the order's store or an admin can mark it ready for pickup.",
  },
  decline: {
    actors: ["the order's seller"],
    otherwise: "Only the order's store can decline it.",
  },
  complete: {
    actors: ['admin', 'assigned driver'],
    otherwise: "Only the order's driver or an admin can complete it.",
  },
  // The system too: an order none of whose items the store had (issue #35).
  cancel: { actors: ['admin', 'system'], otherwise: 'Only an admin can cancel an order.' },
  refuse: {
    actors: ['admin', 'assigned driver'],
    otherwise: "Only the order's driver or an admin can turn it back at the door.",
  },
  return: {
    actors: ['admin', 'assigned driver'],
    otherwise: "Only the order's driver or an admin can return it to the store.",
  },
};

// What a repeated action says.
const AGAIN: Record<OrderAction, string> = {
  pay: 'This order is already paid.',
  assign: 'This order already has a driver; reassign it instead.',
  reassign: 'This order is already assigned to that driver.',
  pick_up: 'This order has already been picked up.',
  deliver: 'This order has already been delivered.',
  mark_ready: 'This order is already ready for pickup.',
  decline: 'This order is already cancelled.',
  complete: 'This order is already completed.',
  cancel: 'This order is already cancelled.',
  refuse: 'This order is already on its way back to the store.',
  return: 'This order is already back at the store.',
};

const STATUSES: (OrderStatus | null)[] = [null, ...ORDER_STATUSES];

function expected(
  kind: 'delivery' | 'pickup',
  status: OrderStatus | null,
  action: OrderAction,
  actorName: string,
) {
  if (!WHO[action].actors.includes(actorName)) {
    return { ok: false, refusal: 'wrong_actor', reason: WHO[action].otherwise };
  }
  const cell = TABLES[kind].get(`${status ?? '—'}|${action}`);
  if (cell === undefined) throw new Error(`No cell for ${status} ${action}`);
  if (cell === 'again') return { ok: false, refusal: 'repeated', reason: AGAIN[action] };
  if (cell === 'no') return { ok: false, refusal: 'illegal' };
  return { ok: true, to: cell };
}

describe('nextOrderStatus: the whole table', () => {
  it('lists exactly the statuses and actions the tables cover', () => {
    expect([...ORDER_STATUSES].sort()).toEqual(
      [
        'pending',
        'assigned',
        'picked_up',
        'delivered',
        'ready_for_pickup',
        'completed',
        'cancelled',
        'returning',
        'returned',
      ].sort(),
    );
    expect([...ORDER_ACTIONS].sort()).toEqual([...COLUMNS].sort());
  });

  it.each(ORDER_TYPES_BY_KIND)(
    'every status × action × actor of a %s order matches the %s table',
    (orderType, kind) => {
      const mismatches: string[] = [];
      let checked = 0;
      for (const status of STATUSES) {
        for (const action of ORDER_ACTIONS) {
          for (const [actorName, actor] of Object.entries(ACTORS)) {
            const want = expected(kind, status, action, actorName);
            const got = nextOrderStatus({ status, orderType, action, actor });
            checked += 1;
            const same =
              got.ok === want.ok &&
              (got.ok
                ? got.to === want.to
                : got.refusal === want.refusal && (!want.reason || got.reason === want.reason));
            if (!same) {
              mismatches.push(
                `${status ?? '—'} ${action} by ${actorName}: want ${JSON.stringify(want)}, got ${JSON.stringify(got)}`,
              );
            }
          }
        }
      }
      expect(checked).toBe(10 * 11 * 8);
      expect(mismatches).toEqual([]);
    },
  );

  it.each(ORDER_TYPES_BY_KIND)(
    'naming the same driver again changes only reassigning an assigned %s order (%s)',
    (orderType, kind) => {
      const mismatches: string[] = [];
      for (const status of STATUSES) {
        for (const action of ORDER_ACTIONS) {
          for (const [actorName, actor] of Object.entries(ACTORS)) {
            let want = expected(kind, status, action, actorName);
            if (kind === 'delivery' && status === 'assigned' && action === 'reassign' && want.ok) {
              want = { ok: false, refusal: 'repeated', reason: AGAIN.reassign };
            }
            const got = nextOrderStatus({ status, orderType, action, actor, sameDriver: true });
            const same =
              got.ok === want.ok &&
              (got.ok
                ? got.to === want.to
                : got.refusal === want.refusal && (!want.reason || got.reason === want.reason));
            if (!same)
              mismatches.push(`${status} ${action} by ${actorName}: ${JSON.stringify(got)}`);
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('nextOrderStatus: what an illegal transition says', () => {
  const admin: OrderActor = { kind: 'admin' };
  it.each([
    ['pickup', 'pending', 'assign', 'A pickup order has no driver.'],
    ['20minpickup', 'pending', 'pick_up', 'A pickup order has no driver.'],
    ['delivery', 'pending', 'mark_ready', 'Only pickup orders are made ready for pickup.'],
    ['delivery', 'pending', 'reassign', 'This order has no driver yet; assign one first.'],
    ['delivery', 'pending', 'pick_up', 'This order has no driver yet; assign one first.'],
    ['delivery', 'pending', 'deliver', 'This order has no driver yet; assign one first.'],
    [
      'delivery',
      'picked_up',
      'reassign',
      'The driver has already picked up this order, so it can no longer be reassigned.',
    ],
    [
      '20mindelivery',
      'delivered',
      'reassign',
      'The driver has already picked up this order, so it can no longer be reassigned.',
    ],
    [
      'delivery',
      'delivered',
      'cancel',
      'A delivered or completed order can no longer be cancelled.',
    ],
    ['pickup', 'completed', 'cancel', 'A delivered or completed order can no longer be cancelled.'],
    ['delivery', 'cancelled', 'assign', 'This order was cancelled and can no longer change.'],
    ['pickup', 'cancelled', 'complete', 'This order was cancelled and can no longer change.'],
    ['delivery', 'assigned', 'deliver', 'An order that is assigned cannot be delivered.'],
    ['delivery', 'pending', 'complete', 'An order that is pending cannot be completed.'],
    ['pickup', 'pending', 'complete', 'An order that is pending cannot be completed.'],
    ['delivery', 'picked_up', 'assign', 'An order that is picked up cannot be assigned.'],
    ['delivery', null, 'assign', 'An order that is not paid yet cannot be assigned.'],
    ['pickup', null, 'cancel', 'An order that is not paid yet cannot be cancelled.'],
    [
      'delivery',
      'assigned',
      'refuse',
      'An order that is assigned cannot be turned back at the door.',
    ],
    ['delivery', 'pending', 'return', 'This order has no driver yet; assign one first.'],
    ['pickup', 'pending', 'refuse', 'A pickup order has no driver.'],
    [
      'delivery',
      'returning',
      'cancel',
      'An order that is returning to the store cannot be cancelled.',
    ],
    [
      'delivery',
      'returned',
      'reassign',
      'The driver has already picked up this order, so it can no longer be reassigned.',
    ],
  ] as const)('%s, %s, %s: %s', (orderType, status, action, reason) => {
    expect(nextOrderStatus({ status, orderType, action, actor: admin })).toEqual({
      ok: false,
      refusal: 'illegal',
      reason,
    });
  });

  it('asks the actor first: a buyer hears who may cancel, not why the order cannot be', () => {
    expect(
      nextOrderStatus({
        status: 'completed',
        orderType: 'delivery',
        action: 'cancel',
        actor: { kind: 'buyer' },
      }),
    ).toEqual({ ok: false, refusal: 'wrong_actor', reason: 'Only an admin can cancel an order.' });
  });
});

describe('nextOrderStatus: properties', () => {
  const actor = fc.constantFrom(...Object.values(ACTORS));
  const step = fc.record({
    action: fc.constantFrom(...ORDER_ACTIONS),
    actor,
    sameDriver: fc.boolean(),
  });
  const orderType = fc.constantFrom<OrderType>(
    'delivery',
    'pickup',
    '20mindelivery',
    '20minpickup',
  );
  const DELIVERY_ONLY = new Set<OrderStatus>([
    'assigned',
    'picked_up',
    'delivered',
    'returning',
    'returned',
  ]);

  it('any run of actions from payment stays within its kind, and ends stay ends', () => {
    fc.assert(
      fc.property(orderType, fc.array(step, { maxLength: 30 }), (type, steps) => {
        const isDelivery = type.includes('delivery');
        let status: OrderStatus | null = null;
        for (const { action, actor: who, sameDriver } of steps) {
          const result = nextOrderStatus({
            status,
            orderType: type,
            action,
            actor: who,
            sameDriver,
          });
          if (!result.ok) {
            expect(result.reason).toMatch(/^[A-Z].*\.$/);
            continue;
          }
          expect(status === 'completed' || status === 'cancelled').toBe(false);
          if (isDelivery) expect(result.to).not.toBe('ready_for_pickup');
          else expect(DELIVERY_ONLY.has(result.to)).toBe(false);
          status = result.to;
        }
      }),
    );
  });

  it('an accepted action (other than reassigning to someone new) repeated at once is refused as repeated', () => {
    fc.assert(
      fc.property(
        orderType,
        fc.constantFrom(...STATUSES),
        step,
        (type, status, { action, actor: who, sameDriver }) => {
          const first = nextOrderStatus({
            status,
            orderType: type,
            action,
            actor: who,
            sameDriver,
          });
          fc.pre(first.ok && action !== 'reassign');
          const again = nextOrderStatus({
            status: first.ok ? first.to : status,
            orderType: type,
            action,
            actor: who,
            sameDriver,
          });
          expect(again).toMatchObject({ ok: false, refusal: 'repeated' });
        },
      ),
    );
  });
});

describe('adminOrderStatus and SPEC §4 colours', () => {
  it("shows a paid delivery order waiting for a driver as 'unassigned', grey to admins", () => {
    for (const orderType of ['delivery', '20mindelivery'] as const) {
      const shown = adminOrderStatus({ orderStatus: 'pending', orderType, driverId: null });
      expect(shown).toBe('unassigned');
      expect(orderStatusColour(shown, 'admin')).toBe('grey');
    }
    expect(adminOrderStatus({ orderStatus: 'pending', orderType: 'pickup', driverId: null })).toBe(
      'pending',
    );
    expect(
      adminOrderStatus({ orderStatus: 'assigned', orderType: 'delivery', driverId: 'd1' }),
    ).toBe('assigned');
  });

  it.each([
    ['pending', 'orange', 'orange'],
    ['assigned', 'blue', 'blue'],
    ['picked_up', 'blue', 'blue'],
    ['delivered', 'green', 'blue'],
    ['ready_for_pickup', 'blue', 'blue'],
    ['completed', 'green', 'green'],
    ['cancelled', 'red', 'red'],
  ] as const)('%s is %s to the buyer and %s to admins', (status, buyer, admin) => {
    expect(orderStatusColour(status, 'buyer')).toBe(buyer);
    expect(orderStatusColour(status, 'admin')).toBe(admin);
  });
});

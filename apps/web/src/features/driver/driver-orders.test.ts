import type { DriverStep } from '@marketplace/contract/driver';
import { describe, expect, it } from 'vitest';
import { applyOutbox, groupByOrder, runProgress } from './driver-orders';
import { buildOrderSteps, buildPlace, DRIVER, inRunOrder } from './testing/build-driver-steps';

/** What the driver is shown now: the current order and its step ('review' when all are done). */
function doing(steps: DriverStep[]): string {
  const [current] = groupByOrder(steps);
  if (!current) return 'nothing';
  return `${current.order._id}: ${current.current?.kind ?? 'review'}`;
}

/** The steps with those named complete, as the server lists them after each one. */
function complete(steps: DriverStep[], ...ids: string[]): DriverStep[] {
  return steps.map((step) =>
    ids.includes(step._id) ? { ...step, status: 'complete' as const } : step,
  );
}

/** The server's list once 'Complete Order' is done: the order leaves it. */
const completeOrder = (steps: DriverStep[], orderId: string) =>
  steps.filter((step) => step.orderId !== orderId);

describe('groupByOrder', () => {
  it('keeps lone orders whole and in the server’s order, the first open one current', () => {
    const steps = [
      ...buildOrderSteps({ orderId: 'a', done: 3 }),
      ...buildOrderSteps({ orderId: 'b', done: 1 }),
      ...buildOrderSteps({ orderId: 'c' }),
    ];
    const work = groupByOrder(steps);
    expect(work.map((each) => each.order._id)).toEqual(['a', 'b', 'c']);
    expect(work.map((each) => each.current?._id ?? null)).toEqual([null, 'b-step-1', 'c-step-0']);
    expect(work[1]!.steps.map((step) => step.position)).toEqual([0, 1, 2]);
  });

  it('goes through a lone order step by step to its review, then to the next order', () => {
    let steps = [...buildOrderSteps({ orderId: 'a' }), ...buildOrderSteps({ orderId: 'b' })];
    const seen = [doing(steps)];
    for (const id of ['a-step-0', 'a-step-1', 'a-step-2']) {
      steps = complete(steps, id);
      seen.push(doing(steps));
    }
    seen.push(doing(completeOrder(steps, 'a')));
    expect(seen).toEqual(['a: pick_up', 'a: bag', 'a: deliver', 'a: review', 'b: pick_up']);
  });

  it('follows a run’s steps as listed: both pick-ups, the first door, its review, the next door', () => {
    const a = buildOrderSteps({ orderId: 'a', runId: 'run-1' });
    const b = buildOrderSteps({
      orderId: 'b',
      runId: 'run-1',
      store: buildPlace('Kettle Coffee', '80'),
    });
    // The server lists the run as the driver does it: every pick-up, then B's door before A's.
    let steps = inRunOrder([a, b], ['b', 'a']);
    const seen = [doing(steps)];
    for (const id of ['a-step-0', 'a-step-1', 'b-step-0', 'b-step-1', 'b-step-2']) {
      steps = complete(steps, id);
      seen.push(doing(steps));
    }
    steps = completeOrder(steps, 'b');
    seen.push(doing(steps));
    steps = complete(steps, 'a-step-2');
    seen.push(doing(steps));
    expect(seen).toEqual([
      'a: pick_up',
      'a: bag',
      'b: pick_up',
      'b: bag',
      'b: deliver',
      'b: review',
      'a: deliver',
      'a: review',
    ]);
  });

  it('takes the server’s order with what waits in the outbox applied', () => {
    const a = buildOrderSteps({ orderId: 'a', runId: 'run-1' });
    const b = buildOrderSteps({ orderId: 'b', runId: 'run-1' });
    const steps = complete(inRunOrder([a, b], ['b', 'a']), 'a-step-0', 'a-step-1');
    const offline = applyOutbox(steps, [
      { kind: 'step', driverId: DRIVER, orderId: 'b', instructionId: 'b-step-0' },
      { kind: 'step', driverId: DRIVER, orderId: 'b', instructionId: 'b-step-1', bagIds: ['B1'] },
      { kind: 'step', driverId: DRIVER, orderId: 'b', instructionId: 'b-step-2' },
    ]);
    expect(doing(offline)).toBe('b: review');
    const completed = applyOutbox(steps, [{ kind: 'order', driverId: DRIVER, orderId: 'b' }]);
    expect(doing(completed)).toBe('a: deliver');
  });
});

describe('runProgress', () => {
  const store = buildPlace('Casa Arroyo Taqueria', '55');
  /** Three orders, two from the same store: 2 stores and 3 doors, 5 stops. */
  function run() {
    const a = buildOrderSteps({ orderId: 'a', runId: 'run-1', store });
    const b = buildOrderSteps({ orderId: 'b', runId: 'run-1', store });
    const c = buildOrderSteps({
      orderId: 'c',
      runId: 'run-1',
      store: buildPlace('Kettle Coffee', '80'),
    });
    return inRunOrder([a, b, c], ['c', 'a', 'b']);
  }
  const progress = (steps: DriverStep[]) => runProgress(steps, groupByOrder(steps)[0]!);

  it('counts the places still to go after the one at hand, a shared store once', () => {
    let steps = run();
    expect(progress(steps)).toEqual({ orders: 3, stopsAfter: 4 });
    // Still at the same store for B's pick-up.
    steps = complete(steps, 'a-step-0', 'a-step-1');
    expect(progress(steps)).toEqual({ orders: 3, stopsAfter: 4 });
    steps = complete(steps, 'b-step-0', 'b-step-1');
    expect(progress(steps)).toEqual({ orders: 3, stopsAfter: 3 });
    steps = complete(steps, 'c-step-0', 'c-step-1', 'c-step-2');
    // C's review: at C's door, A's and B's to go.
    expect(progress(steps)).toEqual({ orders: 3, stopsAfter: 2 });
    // C completed leaves the list; what is left to do holds.
    steps = completeOrder(steps, 'c');
    expect(progress(steps)).toEqual({ orders: 2, stopsAfter: 1 });
    steps = completeOrder(complete(steps, 'a-step-2'), 'a');
    expect(progress(steps)).toBeNull();
  });

  it('is null for a lone order', () => {
    const steps = [...buildOrderSteps({ orderId: 'a' }), ...buildOrderSteps({ orderId: 'b' })];
    expect(progress(steps)).toBeNull();
  });
});

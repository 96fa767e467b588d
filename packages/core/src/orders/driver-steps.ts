import { STEP_OUT_OF_ORDER } from '../constants/messages.js';
import type { OrderAction } from './order-lifecycle.js';

/**
 * The rules of a driver's steps for one order (docs/decisions/095, 096): done in sequence, never
 * skipped; doing a done step again is harmless; picking up, handing over and returning to the
 * store move the order along its lifecycle.
 */

/**
 * What a step asks of the driver: collect at the store, label the bags, check the ID at the door
 * (orders with a 21+ product), hand over, or, when the ID check turned the order back, return it.
 */
export const DRIVER_STEP_KINDS = ['pick_up', 'bag', 'id_check', 'deliver', 'return'] as const;
export type DriverStepKind = (typeof DRIVER_STEP_KINDS)[number];

export type StepState = {
  id: string;
  position: number;
  kind: DriverStepKind;
  status: 'pending' | 'complete';
};

export type StepJudgement =
  | { ok: true; repeated: boolean; action: OrderAction | null }
  | { ok: false; reason: string };

/** Whether the step `stepId` of `steps` (the order's, any order) may be marked complete now. */
export function judgeStepCompletion(steps: readonly StepState[], stepId: string): StepJudgement {
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((step) => step.id === stepId);
  if (index < 0) throw new RangeError(`Step ${stepId} is not one of these steps`);
  const step = ordered[index]!;
  if (step.status === 'complete') return { ok: true, repeated: true, action: null };
  if (ordered.slice(0, index).some((earlier) => earlier.status !== 'complete')) {
    return { ok: false, reason: STEP_OUT_OF_ORDER };
  }
  return { ok: true, repeated: false, action: stepAction(step.kind) };
}

/**
 * The lifecycle action a step's completion makes. The ID check's depends on its outcome: one
 * under 21 is the lifecycle's `refuse` (the caller decides, with `judgeIdCheck`).
 */
export function stepAction(kind: DriverStepKind): OrderAction | null {
  switch (kind) {
    case 'pick_up':
      return 'pick_up';
    case 'deliver':
      return 'deliver';
    case 'return':
      return 'return';
    default:
      return null;
  }
}

export function allStepsComplete(steps: readonly Pick<StepState, 'status'>[]): boolean {
  return steps.length > 0 && steps.every((step) => step.status === 'complete');
}

/** The titles of the steps, shared by the server that writes them and the phone that is offline. */
export const stepTitles = {
  pickUp: (storeName: string, items: number) =>
    `Pick up order at ${storeName} (${items} ${items === 1 ? 'item' : 'items'})`,
  bag: 'Bag the items',
  idCheck: "Check the recipient's ID: 21+",
  deliver: (recipient: string) => `Deliver to ${recipient}`,
  /** What the hand-over step becomes when the ID check refuses it. */
  returnTo: (storeName: string) => `Return the order to ${storeName}`,
};

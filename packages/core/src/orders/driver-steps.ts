import { STEP_OUT_OF_ORDER } from '../constants/messages.js';
import type { OrderAction } from './order-lifecycle.js';

/**
 * The rules of a driver's steps for one order (docs/decisions/095): done in sequence, never
 * skipped; doing a done step again is harmless; the first step (pick up at the store) and the
 * last (hand over to the buyer) move the order along its lifecycle.
 */

export type StepState = { id: string; position: number; status: 'pending' | 'complete' };

export type StepJudgement =
  | { ok: true; repeated: boolean; action: OrderAction | null }
  | { ok: false; reason: string };

/** Whether the step `stepId` of `steps` (the order's, any order) may be marked complete now. */
export function judgeStepCompletion(steps: readonly StepState[], stepId: string): StepJudgement {
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((step) => step.id === stepId);
  if (index < 0) throw new RangeError(`Step ${stepId} is not one of these steps`);
  if (ordered[index]!.status === 'complete') return { ok: true, repeated: true, action: null };
  if (ordered.slice(0, index).some((step) => step.status !== 'complete')) {
    return { ok: false, reason: STEP_OUT_OF_ORDER };
  }
  return { ok: true, repeated: false, action: stepAction(index, ordered.length) };
}

/** The lifecycle action a step's completion makes: picked up at the first, delivered at the last. */
export function stepAction(index: number, count: number): OrderAction | null {
  if (index === count - 1) return 'deliver';
  if (index === 0) return 'pick_up';
  return null;
}

export function allStepsComplete(steps: readonly Pick<StepState, 'status'>[]): boolean {
  return steps.length > 0 && steps.every((step) => step.status === 'complete');
}

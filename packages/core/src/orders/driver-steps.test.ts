import { describe, expect, it } from 'vitest';
import { STEP_OUT_OF_ORDER } from '../constants/messages.js';
import {
  allStepsComplete,
  judgeStepCompletion,
  type StepState,
  stepAction,
} from './driver-steps.js';

const KINDS = ['pick_up', 'bag', 'deliver'] as const;
const steps = (...statuses: StepState['status'][]): StepState[] =>
  statuses.map((status, position) => ({
    id: `s${position}`,
    position,
    kind: statuses.length === 3 ? KINDS[position]! : 'bag',
    status,
  }));

describe('judgeStepCompletion', () => {
  it('lets the first pending step be done, and moves the order at the first and last', () => {
    expect(judgeStepCompletion(steps('pending', 'pending', 'pending'), 's0')).toEqual({
      ok: true,
      repeated: false,
      action: 'pick_up',
    });
    expect(judgeStepCompletion(steps('complete', 'pending', 'pending'), 's1')).toEqual({
      ok: true,
      repeated: false,
      action: null,
    });
    expect(judgeStepCompletion(steps('complete', 'complete', 'pending'), 's2')).toEqual({
      ok: true,
      repeated: false,
      action: 'deliver',
    });
  });

  it('refuses a step while an earlier one is pending, whichever is skipped', () => {
    for (const [state, id] of [
      [steps('pending', 'pending', 'pending'), 's1'],
      [steps('pending', 'pending', 'pending'), 's2'],
      [steps('complete', 'pending', 'pending'), 's2'],
    ] as const) {
      expect(judgeStepCompletion(state, id)).toEqual({ ok: false, reason: STEP_OUT_OF_ORDER });
    }
  });

  it('answers a done step again as a repeat that changes nothing', () => {
    expect(judgeStepCompletion(steps('complete', 'pending', 'pending'), 's0')).toEqual({
      ok: true,
      repeated: true,
      action: null,
    });
  });

  it('reads the steps by position, whatever order they come in', () => {
    const shuffled = steps('complete', 'pending', 'pending').reverse();
    expect(judgeStepCompletion(shuffled, 's1')).toMatchObject({ ok: true, repeated: false });
  });

  it('throws for a step that is not there (the caller answers 404 first)', () => {
    expect(() => judgeStepCompletion(steps('pending'), 'nope')).toThrow(RangeError);
  });
});

describe('stepAction and allStepsComplete', () => {
  it('picking up, handing over and returning move the order; the others do not', () => {
    expect(stepAction('pick_up')).toBe('pick_up');
    expect(stepAction('bag')).toBeNull();
    expect(stepAction('id_check')).toBeNull();
    expect(stepAction('deliver')).toBe('deliver');
    expect(stepAction('return')).toBe('return');
  });

  it('an ID-check order: the check moves nothing by itself, the hand-over after it delivers', () => {
    const order: StepState[] = [
      { id: 'a', position: 0, kind: 'pick_up', status: 'complete' },
      { id: 'b', position: 1, kind: 'bag', status: 'complete' },
      { id: 'c', position: 2, kind: 'id_check', status: 'pending' },
      { id: 'd', position: 3, kind: 'deliver', status: 'pending' },
    ];
    expect(judgeStepCompletion(order, 'd')).toEqual({ ok: false, reason: STEP_OUT_OF_ORDER });
    expect(judgeStepCompletion(order, 'c')).toEqual({ ok: true, repeated: false, action: null });
  });

  it('an order is finished when it has steps and every one is done', () => {
    expect(allStepsComplete(steps('complete', 'complete'))).toBe(true);
    expect(allStepsComplete(steps('complete', 'pending'))).toBe(false);
    expect(allStepsComplete([])).toBe(false);
  });
});

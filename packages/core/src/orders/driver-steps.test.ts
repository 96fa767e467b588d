import { describe, expect, it } from 'vitest';
import { STEP_OUT_OF_ORDER } from '../constants/messages.js';
import {
  allStepsComplete,
  judgeStepCompletion,
  type StepState,
  stepAction,
} from './driver-steps.js';

const steps = (...statuses: StepState['status'][]): StepState[] =>
  statuses.map((status, position) => ({ id: `s${position}`, position, status }));

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
  it('a single step both hands over and is the last', () => {
    expect(stepAction(0, 1)).toBe('deliver');
    expect(stepAction(0, 4)).toBe('pick_up');
    expect(stepAction(2, 4)).toBeNull();
    expect(stepAction(3, 4)).toBe('deliver');
  });

  it('an order is finished when it has steps and every one is done', () => {
    expect(allStepsComplete(steps('complete', 'complete'))).toBe(true);
    expect(allStepsComplete(steps('complete', 'pending'))).toBe(false);
    expect(allStepsComplete([])).toBe(false);
  });
});

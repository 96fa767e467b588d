import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeRefund,
  type LineUnits,
  lineRefundCents,
  nextRefundState,
  refundableCents,
  unitsLeft,
} from './refunds.js';
import { subtotal } from './subtotal.js';
import { type TaxableLine, tax } from './tax.js';

const LINES: TaxableLine[] = [
  { price: 1299, quantity: 2 },
  { price: 450, quantity: 1, isTaxable: false },
  { price: 333, quantity: 3 },
];

describe('refunds (issue #35)', () => {
  it('holds a requested refund’s cents until the provider answers; a failed one gives them back', () => {
    expect(
      refundableCents(5000, [
        { amountCents: 1000, state: 'succeeded' },
        { amountCents: 700, state: 'requested' },
        { amountCents: 900, state: 'failed' },
      ]),
    ).toBe(3300);
    expect(judgeRefund({ capturedCents: 5000, refunds: [], amountCents: 5001 })).toEqual({
      ok: false,
      reason: 'more_than_refundable',
    });
    expect(judgeRefund({ capturedCents: 5000, refunds: [], amountCents: 0 })).toEqual({
      ok: false,
      reason: 'nothing_to_refund',
    });
    expect(judgeRefund({ capturedCents: 5000, refunds: [], amountCents: 10.5 })).toEqual({
      ok: false,
      reason: 'not_whole_cents',
    });
    expect(judgeRefund({ capturedCents: 5000, refunds: [], amountCents: 5000 })).toEqual({
      ok: true,
      amountCents: 5000,
    });
  });

  it('refunds a line with its tax, and an untaxed line without', () => {
    const one = lineRefundCents({
      lines: LINES,
      discountCents: 0,
      before: [],
      units: [{ line: 0, quantity: 1 }],
    });
    // $12.99 + 10.25% ($1.33).
    expect(one).toBe(1299 + 133);
    expect(
      lineRefundCents({
        lines: LINES,
        discountCents: 0,
        before: [],
        units: [{ line: 1, quantity: 1 }],
      }),
    ).toBe(450);
  });

  it('refuses units the order never sold', () => {
    expect(() =>
      lineRefundCents({
        lines: LINES,
        discountCents: 0,
        before: [],
        units: [{ line: 0, quantity: 3 }],
      }),
    ).toThrow(RangeError);
    expect(() =>
      lineRefundCents({
        lines: LINES,
        discountCents: 0,
        before: [],
        units: [{ line: 7, quantity: 1 }],
      }),
    ).toThrow(RangeError);
  });

  const order = fc
    .array(
      fc.record({
        price: fc.integer({ min: 0, max: 20_000 }),
        quantity: fc.integer({ min: 1, max: 5 }),
        isTaxable: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .chain((lines) =>
      fc.record({
        lines: fc.constant(lines),
        discountCents: fc.integer({ min: 0, max: subtotal(lines) }),
        // Every unit, in some order, cut into some number of refunds.
        cuts: fc
          .shuffledSubarray(
            lines.flatMap((line, index) =>
              Array.from({ length: line.quantity }, (_, unit) => ({ index, unit })),
            ),
            { minLength: lines.reduce((n, line) => n + line.quantity, 0) },
          )
          .chain((units) =>
            fc.record({
              units: fc.constant(units),
              breaks: fc.array(fc.boolean(), { minLength: units.length, maxLength: units.length }),
            }),
          ),
      }),
    );

  it('never loses or makes up a cent: refunding every unit, in any order and steps, is the goods’ total', () => {
    fc.assert(
      fc.property(order, ({ lines, discountCents, cuts }) => {
        const steps: LineUnits[][] = [[]];
        cuts.units.forEach(({ index }, n) => {
          steps.at(-1)!.push({ line: index, quantity: 1 });
          if (cuts.breaks[n]) steps.push([]);
        });
        const before: LineUnits[] = [];
        let refunded = 0;
        for (const units of steps) {
          const cents = lineRefundCents({ lines, discountCents, before, units });
          expect(cents).toBeGreaterThanOrEqual(0);
          refunded += cents;
          before.push(...units);
        }
        expect(refunded).toBe(subtotal(lines) + tax(lines) - discountCents);
      }),
    );
  });

  it('never refunds more than was captured, whatever is asked and whatever fails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(
          fc.record({ amountCents: fc.integer({ min: -10, max: 60_000 }), fails: fc.boolean() }),
        ),
        (capturedCents, asks) => {
          const refunds: { amountCents: number; state: 'succeeded' | 'failed' }[] = [];
          for (const ask of asks) {
            const judged = judgeRefund({ capturedCents, refunds, amountCents: ask.amountCents });
            if (judged.ok) {
              refunds.push({
                amountCents: judged.amountCents,
                state: ask.fails ? 'failed' : 'succeeded',
              });
            }
          }
          const paidBack = refunds
            .filter((refund) => refund.state === 'succeeded')
            .reduce((sum, refund) => sum + refund.amountCents, 0);
          expect(paidBack).toBeLessThanOrEqual(capturedCents);
          expect(refundableCents(capturedCents, refunds)).toBe(capturedCents - paidBack);
        },
      ),
    );
  });

  it('moves a refund only as the provider can answer it: one answer per request', () => {
    expect(nextRefundState('requested', 'succeed')).toBe('succeeded');
    expect(nextRefundState('requested', 'fail')).toBe('failed');
    expect(nextRefundState('failed', 'retry')).toBe('requested');
    expect(nextRefundState('succeeded', 'fail')).toBeNull();
    expect(nextRefundState('succeeded', 'retry')).toBeNull();
    expect(nextRefundState('failed', 'succeed')).toBeNull();
    expect(nextRefundState('requested', 'retry')).toBeNull();
  });

  it('counts the units of each line left to refund, never below none', () => {
    expect(
      unitsLeft(LINES, [
        { line: 0, quantity: 1 },
        { line: 2, quantity: 3 },
        { line: 2, quantity: 1 },
        { line: 9, quantity: 1 },
      ]),
    ).toEqual([1, 1, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  FINDING_KINDS,
  judgeCapturedPayment,
  needsPerson,
  refundSweepStep,
} from './reconciliation.js';

describe('reconciliation (issue #35)', () => {
  it('settles a refund left requested from what the provider holds, and asks again only for none', () => {
    expect(refundSweepStep({ status: 'succeeded' })).toBe('record_made');
    expect(refundSweepStep({ status: 'pending' })).toBe('wait');
    expect(refundSweepStep({ status: 'failed' })).toBe('record_failed');
    expect(refundSweepStep(null)).toBe('ask_again');
  });

  it('records the order of a captured payment only for our checkout at the amount we priced', () => {
    const payment = { amountTotalCents: 1923, currency: 'usd' };
    const session = { amountTotalCents: 1923, currency: 'usd', hasOrder: false };
    expect(judgeCapturedPayment({ payment, session })).toEqual({ needs: 'order' });
    expect(judgeCapturedPayment({ payment: { ...payment, currency: 'USD' }, session })).toEqual({
      needs: 'order',
    });
    expect(judgeCapturedPayment({ payment, session: { ...session, hasOrder: true } })).toEqual({
      needs: 'nothing',
    });
    expect(judgeCapturedPayment({ payment, session: null })).toEqual({
      needs: 'person',
      why: 'unknown',
    });
    for (const other of [
      { ...payment, amountTotalCents: 1922 },
      { ...payment, currency: 'eur' },
    ]) {
      expect(judgeCapturedPayment({ payment: other, session })).toEqual({
        needs: 'person',
        why: 'amount_differs',
      });
    }
  });

  it('asks a person about a failed refund and an unmatched payment, never about what it fixed', () => {
    expect(FINDING_KINDS.filter(needsPerson)).toEqual(['refund_failed', 'payment_needs_person']);
  });
});

import {
  STATEMENT_DATES_REVERSED,
  statementDayInvalid,
} from '@marketplace/core/constants/messages';
import { describe, expect, it } from 'vitest';
import { monthToDate, periodFromSearch, periodProblem } from './statement-period';

describe('statement period', () => {
  it('opens on the month to date on the marketplace’s clock', () => {
    // 11:30 PM on Feb 28 in Los Angeles is already Mar 1 in UTC.
    expect(monthToDate(new Date('2026-03-01T07:30:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('keeps the URL’s days, and the month to date’s for a missing or malformed one', () => {
    const now = new Date('2026-03-18T20:00:00Z');
    expect(periodFromSearch(new URLSearchParams('from=2026-01-05&to=2026-01-09'), now)).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
    });
    expect(periodFromSearch(new URLSearchParams('from=yesterday'), now)).toEqual({
      from: '2026-03-01',
      to: '2026-03-18',
    });
  });

  it('says what the server would refuse, at its day', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-31' })).toBeNull();
    expect(periodProblem({ from: '2026-03-31', to: '2026-03-01' })).toEqual({
      field: 'to',
      message: STATEMENT_DATES_REVERSED,
    });
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      field: 'from',
      message: statementDayInvalid('from'),
    });
  });
});

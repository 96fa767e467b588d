import { statementQuerySchema } from '@marketplace/contract/statements';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import type { StatementPeriod } from './api/get-statement';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The current month to date on the marketplace's clock: what a statement opens on. */
export function monthToDate(now: Date): StatementPeriod {
  const today = localDateTime(now.getTime(), DEFAULT_TIMEZONE).date;
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The period the URL holds (`?from=&to=`, so a refresh or a shared link keeps it); a missing or
 * malformed day is the month to date's.
 */
export function periodFromSearch(params: URLSearchParams, now: Date): StatementPeriod {
  const defaults = monthToDate(now);
  const day = (key: 'from' | 'to') => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : defaults[key];
  };
  return { from: day('from'), to: day('to') };
}

/** Why the server would refuse the period, in the contract's own sentence, and at which day. */
export type PeriodProblem = { field: 'from' | 'to'; message: string };

export function periodProblem(period: StatementPeriod): PeriodProblem | null {
  const parsed = statementQuerySchema.safeParse(period);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return null;
  return { field: issue.path[0] === 'from' ? 'from' : 'to', message: issue.message };
}

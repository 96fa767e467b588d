import type { Statement } from '@marketplace/contract/statements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** Calendar days, both included, on the marketplace's clock: 'YYYY-MM-DD'. */
export type StatementPeriod = { from: string; to: string };

export const statementKeys = {
  all: ['statement'] as const,
  period: (period: StatementPeriod) => [...statementKeys.all, period.from, period.to] as const,
};

/** The query both the screen and its CSV file ask with. */
export function statementSearch(period: StatementPeriod): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString();
}

/**
 * GET /api/statements (a seller's stores, or every store for an admin, issue #35): per store,
 * orders, gross sales, refunds, seller tips and net over the period, in cents, and their total.
 */
export function getStatement(period: StatementPeriod, signal?: AbortSignal) {
  return apiRequest<Statement>(`/api/statements?${statementSearch(period)}`, { signal });
}

export function statementQueryOptions(period: StatementPeriod) {
  return queryOptions({
    queryKey: statementKeys.period(period),
    queryFn: ({ signal }) => getStatement(period, signal),
    placeholderData: keepPreviousData,
  });
}

/** Not asked while `enabled` is false (a period the server would refuse). */
export function useStatement(period: StatementPeriod, options: { enabled: boolean }) {
  return useQuery({ ...statementQueryOptions(period), enabled: options.enabled });
}

import type { ReconciliationFindingsAnswer } from '@marketplace/contract/reconciliation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  findings: () => [...reconciliationKeys.all, 'findings'] as const,
};

/**
 * GET /api/admin/reconciliation (admin): what the sweep fixed and what needs a person, the open
 * ones first.
 */
export function getFindings(signal?: AbortSignal): Promise<ReconciliationFindingsAnswer> {
  return apiRequest<ReconciliationFindingsAnswer>('/api/admin/reconciliation', { signal });
}

export const findingsQueryOptions = () =>
  queryOptions({
    queryKey: reconciliationKeys.findings(),
    queryFn: ({ signal }) => getFindings(signal),
    // Every instance sweeps each minute: what it finds shows without a reload.
    refetchInterval: 60_000,
  });

export function useFindings() {
  return useQuery(findingsQueryOptions());
}

import type { FindingResolvedAnswer } from '@marketplace/contract/reconciliation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { reconciliationKeys } from './get-findings';

/** POST /api/admin/reconciliation/{id}/resolve (admin): a finding that needed a person, handled. */
export function resolveFinding(findingId: string): Promise<FindingResolvedAnswer> {
  return apiRequest<FindingResolvedAnswer>(
    `/api/admin/reconciliation/${encodeURIComponent(findingId)}/resolve`,
    { method: 'POST' },
  );
}

export function useResolveFinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['resolve-finding'],
    mutationFn: resolveFinding,
    // Marked by someone else meanwhile (409) is news too: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
  });
}

import type { ReconciliationRunAnswer } from '@marketplace/contract/reconciliation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { reconciliationKeys } from './get-findings';

/** POST /api/admin/reconciliation/run (admin): a pass now, and what it found that was new. */
export function runReconciliation(): Promise<ReconciliationRunAnswer> {
  return apiRequest<ReconciliationRunAnswer>('/api/admin/reconciliation/run', { method: 'POST' });
}

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['run-reconciliation'],
    mutationFn: runReconciliation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
  });
}

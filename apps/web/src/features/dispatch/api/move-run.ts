import type { MoveRunBody, RunChangeAnswer } from '@marketplace/contract/runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfterRunChange, refreshAfterRunConflict } from './assign-run';

/**
 * POST /api/dispatch/drivers/{driverId}/move-run (admin, issue #34): every order the driver has
 * not started goes to `toDriverId`; the ones started stay (`kept`). 409 when there is nothing to
 * move, 400 for the same driver.
 */
export function moveRun(input: MoveRunBody & { fromDriverId: string }): Promise<RunChangeAnswer> {
  const { fromDriverId, ...body } = input;
  return apiRequest<RunChangeAnswer>(
    `/api/dispatch/drivers/${encodeURIComponent(fromDriverId)}/move-run`,
    { method: 'POST', body },
  );
}

export function useMoveRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['move-run'],
    mutationFn: moveRun,
    onSuccess: (answer) => refreshAfterRunChange(queryClient, answer),
    onError: (error) => refreshAfterRunConflict(queryClient, error),
  });
}

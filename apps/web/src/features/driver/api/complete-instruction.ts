import type { CompleteInstructionAnswer, DriverStep } from '@marketplace/contract/driver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { enqueue, isOffline, queuedEntries } from '../outbox';
import { driverStepsKeys } from './get-driver-steps';

type StepCompletion = {
  driverId: string;
  orderId: string;
  instructionId: string;
  bagIds?: string[];
  photoUrl?: string;
};

/** PATCH …/instructions/{instructionId}: a step done, with the bag labels on the bag step. */
export function completeInstruction(input: StepCompletion): Promise<CompleteInstructionAnswer> {
  const { driverId, orderId, instructionId, bagIds, photoUrl } = input;
  return apiRequest<CompleteInstructionAnswer>(
    `/api/drivers/${encodeURIComponent(driverId)}/orders/${encodeURIComponent(orderId)}/instructions/${encodeURIComponent(instructionId)}`,
    { method: 'PATCH', body: { ...(bagIds ? { bagIds } : {}), ...(photoUrl ? { photoUrl } : {}) } },
  );
}

/**
 * Marks the step done. Without a connection the completion goes to the outbox and the screen
 * moves on all the same (`queued`); the outbox sends it when the connection returns.
 */
export function useCompleteInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['complete-instruction'],
    // Offline too: the outbox takes what cannot be sent (TanStack would pause it otherwise).
    networkMode: 'always',
    mutationFn: async ({
      step,
      bagIds,
      photoUrl,
    }: {
      step: DriverStep;
      bagIds?: string[];
      photoUrl?: string;
    }): Promise<{ queued: boolean }> => {
      const completion = {
        driverId: step.driverId,
        orderId: step.orderId,
        instructionId: step._id,
        ...(bagIds ? { bagIds } : {}),
        ...(photoUrl ? { photoUrl } : {}),
      };
      // Behind what waits, a completion waits too: the server takes steps only in sequence.
      if ((await queuedEntries()).length > 0) {
        await enqueue({ kind: 'step', ...completion });
        return { queued: true };
      }
      try {
        const { instruction } = await completeInstruction(completion);
        queryClient.setQueryData<DriverStep[]>(driverStepsKeys.driver(step.driverId), (steps) =>
          steps?.map((each) => (each._id === instruction._id ? { ...each, ...instruction } : each)),
        );
        return { queued: false };
      } catch (error) {
        if (!isOffline(error)) throw error;
        await enqueue({ kind: 'step', ...completion });
        return { queued: true };
      }
    },
    onSuccess: ({ queued }, { step }) => {
      // The order's status follows on the refetch; offline, the outbox shows the step done.
      if (!queued)
        void queryClient.invalidateQueries({ queryKey: driverStepsKeys.driver(step.driverId) });
    },
  });
}

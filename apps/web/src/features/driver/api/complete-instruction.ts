import type {
  CompleteInstructionAnswer,
  CompleteInstructionBody,
  DriverStep,
} from '@marketplace/contract/driver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { enqueue, isOffline, queuedEntries } from '../outbox';
import { driverStepsKeys } from './get-driver-steps';

/** What a step's completion carries: bag labels, the hand-over photo, the ID check's details. */
type StepDetails = CompleteInstructionBody;
type StepCompletion = StepDetails & { driverId: string; orderId: string; instructionId: string };

/** PATCH …/instructions/{instructionId}: a step done, with what that step takes. */
export function completeInstruction(input: StepCompletion): Promise<CompleteInstructionAnswer> {
  const { driverId, orderId, instructionId, bagIds, photoUrl, idCheck } = input;
  return apiRequest<CompleteInstructionAnswer>(
    `/api/drivers/${encodeURIComponent(driverId)}/orders/${encodeURIComponent(orderId)}/instructions/${encodeURIComponent(instructionId)}`,
    // Only what the route takes (unset ones are left out): an outbox entry carries its kind too.
    { method: 'PATCH', body: { bagIds, photoUrl, idCheck } },
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
      ...details
    }: StepDetails & { step: DriverStep }): Promise<{ queued: boolean }> => {
      // An ID check's date of birth waits on the phone only until it is sent (096).
      const completion = {
        driverId: step.driverId,
        orderId: step.orderId,
        instructionId: step._id,
        ...details,
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

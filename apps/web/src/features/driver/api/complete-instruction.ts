import type { CompleteInstructionAnswer, DriverStep } from '@marketplace/contract/driver';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { driverStepsKeys } from './get-driver-steps';

type CompleteInstructionInput = {
  driverId: string;
  orderId: string;
  instructionId: string;
  bagIds?: string[];
};

/** PATCH …/instructions/{instructionId}: a step done, with the bag labels on the bag step. */
export function completeInstruction(
  input: CompleteInstructionInput,
): Promise<CompleteInstructionAnswer> {
  const { driverId, orderId, instructionId, bagIds } = input;
  return apiRequest<CompleteInstructionAnswer>(
    `/api/drivers/${encodeURIComponent(driverId)}/orders/${encodeURIComponent(orderId)}/instructions/${encodeURIComponent(instructionId)}`,
    { method: 'PATCH', body: bagIds ? { bagIds } : {} },
  );
}

export function useCompleteInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['complete-instruction'],
    mutationFn: completeInstruction,
    onSuccess: ({ instruction }, { driverId }) => {
      // The step as the server has it; the order's status follows on the refetch.
      queryClient.setQueryData<DriverStep[]>(driverStepsKeys.driver(driverId), (steps) =>
        steps?.map((step) => (step._id === instruction._id ? { ...step, ...instruction } : step)),
      );
      void queryClient.invalidateQueries({ queryKey: driverStepsKeys.driver(driverId) });
    },
  });
}

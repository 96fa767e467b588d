import type { AcknowledgeBody, SellerOrder } from '@marketplace/contract/seller-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { sellerOrdersKeys } from './get-seller-orders';

/** POST /api/seller/orders/{orderId}/acknowledge: the store has it, ready by when (issue #31). */
export function acknowledgeOrder(input: { orderId: string } & AcknowledgeBody) {
  const { orderId, ...body } = input;
  return apiRequest<SellerOrder>(`/api/seller/orders/${encodeURIComponent(orderId)}/acknowledge`, {
    method: 'POST',
    body,
  });
}

export function useAcknowledgeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sellerOrdersKeys.all }),
  });
}

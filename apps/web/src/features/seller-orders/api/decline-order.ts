import type { DeclineBody, SellerOrderChange } from '@marketplace/contract/seller-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { sellerOrdersKeys } from './get-seller-orders';

/** POST /api/seller/orders/{orderId}/decline: cancelled and refunded, the buyer told why. */
export function declineOrder(input: { orderId: string } & DeclineBody) {
  const { orderId, ...body } = input;
  return apiRequest<SellerOrderChange>(
    `/api/seller/orders/${encodeURIComponent(orderId)}/decline`,
    { method: 'POST', body },
  );
}

export function useDeclineOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sellerOrdersKeys.all }),
  });
}

import type { SellerOrder } from '@marketplace/contract/seller-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { sellerOrdersKeys } from './get-seller-orders';

/** POST /api/seller/orders/{orderId}/ready: a pickup order waits at the counter (issue #31). */
export function markOrderReady(orderId: string) {
  return apiRequest<SellerOrder>(`/api/seller/orders/${encodeURIComponent(orderId)}/ready`, {
    method: 'POST',
  });
}

export function useMarkOrderReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderReady,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sellerOrdersKeys.all }),
  });
}

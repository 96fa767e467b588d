import type { AdminOrder } from '@marketplace/contract/dispatch';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { adminOrdersKeys } from './get-admin-orders';

/**
 * GET /api/orders/{id} (admin): the whole order (products, addresses, refund) for its summary;
 * the lists carry rows only (issue #32).
 */
export function getAdminOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
}

/** The whole order while `orderId` is set (a summary is open). */
export function useAdminOrder(orderId: string | null) {
  return useQuery({
    queryKey: adminOrdersKeys.one(orderId ?? ''),
    queryFn: ({ signal }) => getAdminOrder(orderId!, signal),
    enabled: orderId !== null,
  });
}

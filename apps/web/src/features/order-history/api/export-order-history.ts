import type { OrderHistoryFilters } from '@marketplace/contract/order-history';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../api/client';
import { orderHistoryParams } from './get-order-history';

/**
 * GET /api/admin/order-history/export (admin): the filtered orders as a CSV file, saved under
 * the name the server gives it ('orders-2026-11-01-to-2026-11-23.csv').
 */
export function exportOrderHistory(filters: OrderHistoryFilters): Promise<void> {
  return apiDownload(
    `/api/admin/order-history/export?${orderHistoryParams(filters)}`,
    'orders.csv',
  );
}

export function useExportOrderHistory() {
  return useMutation({ mutationKey: ['export-order-history'], mutationFn: exportOrderHistory });
}

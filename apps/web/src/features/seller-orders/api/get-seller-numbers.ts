import type { SellerNumbers } from '@marketplace/contract/seller-orders';
import type { SellerPeriod } from '@marketplace/core/orders/seller-periods';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../api/client';

export const sellerNumbersKeys = {
  period: (days: SellerPeriod) => ['seller-numbers', days] as const,
};

/** GET /api/seller/numbers: the seller's orders, sales, tips and top products (issue #31). */
export function getSellerNumbers(days: SellerPeriod, signal?: AbortSignal) {
  return apiRequest<SellerNumbers>(`/api/seller/numbers?days=${days}`, { signal });
}

export function useSellerNumbers(days: SellerPeriod) {
  return useQuery({
    queryKey: sellerNumbersKeys.period(days),
    queryFn: ({ signal }) => getSellerNumbers(days, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/seller/orders/export: the period's orders as a CSV file, saved by the browser. */
export function exportSellerOrders(days: SellerPeriod) {
  return apiDownload(`/api/seller/orders/export?days=${days}`, `orders-${days}-days.csv`);
}

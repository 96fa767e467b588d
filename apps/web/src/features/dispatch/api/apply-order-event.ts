import type { AdminOrder, AdminOrderRow, AdminOrdersAnswer } from '@marketplace/contract/dispatch';
import type { OrderEvent } from '@marketplace/contract/orders';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { readAgain } from '../../../api/live-events';
import { replaceCachedOrder } from './assign-driver';
import { getAdminOrder } from './get-admin-order';
import { type AdminOrdersFilter, adminOrdersKeys } from './get-admin-orders';

/**
 * A live event in the operations console (issue #32): the one order is read again, by id, and
 * put where the lists show it, instead of every open console reading every page it has loaded.
 * A new paid order goes at the top of the lists whose filter it meets; a changed one replaces its
 * row, which stays put under a filter it no longer meets until the admin moves on (as after an
 * assignment), the lists marked stale. A search's list is read again. When the order cannot be
 * read, the lists are read again as before.
 */
export async function applyOrderEvent(queryClient: QueryClient, event: OrderEvent): Promise<void> {
  const key = adminOrdersKeys.one(event.orderId);
  // A read already under way may have started before this change.
  await queryClient.cancelQueries({ queryKey: key });
  let order: AdminOrder;
  try {
    order = await queryClient.fetchQuery({
      queryKey: key,
      queryFn: ({ signal }) => getAdminOrder(event.orderId, signal),
      staleTime: 0,
    });
  } catch {
    readAgain(queryClient, [adminOrdersKeys.lists]);
    return;
  }
  if (event.action === 'pay') addNewOrder(queryClient, order);
  else replaceCachedOrder(queryClient, order);
  void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists, refetchType: 'none' });
}

/** The new order at the top of every cached list whose status filter it meets. */
function addNewOrder(queryClient: QueryClient, order: AdminOrderRow): void {
  for (const [queryKey, data] of queryClient.getQueriesData<InfiniteData<AdminOrdersAnswer>>({
    queryKey: adminOrdersKeys.lists,
  })) {
    const filter = queryKey[2] as AdminOrdersFilter | undefined;
    if (!data || !filter) continue;
    if (filter.q) {
      readAgain(queryClient, [queryKey]);
      continue;
    }
    if (filter.status !== null && filter.status !== order.adminStatus) continue;
    if (data.pages.some((page) => page.orders.some((row) => row._id === order._id))) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    queryClient.setQueryData<InfiniteData<AdminOrdersAnswer>>(queryKey, {
      ...data,
      pages: [{ ...first, orders: [order, ...first.orders] }, ...rest],
    });
  }
}

import type { User } from '@marketplace/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const customerKeys = {
  all: ['customer'] as const,
  one: (id: string) => [...customerKeys.all, id] as const,
};

/** GET /api/user-buyer/{id} (admin): the customer with this buyer id or user id; 404 if none. */
export function getCustomer(id: string, signal?: AbortSignal): Promise<User> {
  return apiRequest<User>(`/api/user-buyer/${encodeURIComponent(id)}`, { signal });
}

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}

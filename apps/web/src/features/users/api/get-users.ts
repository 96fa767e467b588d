import type { UsersPage } from '@marketplace/contract/users';
import type { Role } from '@marketplace/core/constants/roles';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** What the list is filtered by: a role (null for all) and the search text. */
export type UserFilters = { role: Role | null; q: string };

/** How many users a page brings; 'Load more' asks for the next. */
export const USERS_PAGE_SIZE = 50;

/** The keys of every list of users the cache holds: what a role change makes stale. */
export const usersKeys = {
  all: ['users'] as const,
  list: (filters: UserFilters) => [...usersKeys.all, 'list', filters] as const,
};

/**
 * GET /api/users (admin): a page of users, oldest account first, with the counts per role for
 * `q`; `after` is the previous page's `nextAfter`.
 */
export function getUsers(
  filters: UserFilters & { after?: string | null; signal?: AbortSignal },
): Promise<UsersPage> {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (filters.role) params.set('role', filters.role);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.after) params.set('after', filters.after);
  return apiRequest<UsersPage>(`/api/users?${params}`, { signal: filters.signal });
}

export function usersQueryOptions(filters: UserFilters) {
  return infiniteQueryOptions({
    queryKey: usersKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getUsers({ ...filters, after: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextAfter,
    // Another filter keeps the list on screen until its own answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}

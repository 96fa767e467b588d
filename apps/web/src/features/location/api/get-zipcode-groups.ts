import type { ZipGroup } from '@marketplace/core/catalog/collapse-zip-groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** SPEC §7 GET /api/valid-zipcode-groups: the zips we deliver to, grouped by city. */
export function getZipcodeGroups(options: { signal?: AbortSignal } = {}) {
  return apiRequest<ZipGroup[]>('/api/valid-zipcode-groups', { signal: options.signal });
}

export function zipcodeGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['valid-zipcode-groups'],
    queryFn: ({ signal }) => getZipcodeGroups({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useZipcodeGroups() {
  return useQuery(zipcodeGroupsQueryOptions());
}

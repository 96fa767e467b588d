import type { PushKeyAnswer } from '@marketplace/contract/push';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export const pushKeyKeys = { key: ['push-key'] as const };

/** GET /api/push/key: the VAPID public key this browser subscribes with (issue #36). */
export function getPushKey(signal?: AbortSignal): Promise<PushKeyAnswer> {
  return apiRequest<PushKeyAnswer>('/api/push/key', { signal });
}

/** The key changes only when the operator changes it: one read a page load is plenty. */
export const pushKeyQueryOptions = queryOptions({
  queryKey: pushKeyKeys.key,
  queryFn: ({ signal }) => getPushKey(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

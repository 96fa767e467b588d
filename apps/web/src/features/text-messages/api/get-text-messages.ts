import type { TextMessage, TextMessagesAnswer } from '@marketplace/contract/text-messages';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** How many messages a page brings. */
export const TEXT_MESSAGES_PAGE_SIZE = 50;

export const textMessagesKeys = {
  all: ['text-messages'] as const,
  list: (status: TextMessage['status'] | null) =>
    [...textMessagesKeys.all, status ?? 'every-status'] as const,
};

/** GET /api/admin/notifications (admin): the texts orders owed, newest first, by status. */
export function getTextMessages(input: {
  status: TextMessage['status'] | null;
  before: string | null;
  signal?: AbortSignal;
}): Promise<TextMessagesAnswer> {
  const params = new URLSearchParams({ limit: String(TEXT_MESSAGES_PAGE_SIZE) });
  if (input.status) params.set('status', input.status);
  if (input.before) params.set('before', input.before);
  return apiRequest<TextMessagesAnswer>(`/api/admin/notifications?${params}`, {
    signal: input.signal,
  });
}

export function useTextMessages(status: TextMessage['status'] | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: textMessagesKeys.list(status),
      queryFn: ({ pageParam, signal }) => getTextMessages({ status, before: pageParam, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextBefore,
      placeholderData: keepPreviousData,
      // Sending happens in the background: what waits now may be sent a moment later.
      refetchInterval: 15_000,
    }),
  );
}

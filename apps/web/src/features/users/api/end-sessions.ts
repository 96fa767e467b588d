import type { EndedSessionsAnswer } from '@marketplace/contract/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * DELETE /api/users/{id}/sessions (admin): the user is logged out on every device at once
 * (docs/decisions/121); answers how many logins ended, in a sentence.
 */
export function endSessions(userId: string): Promise<EndedSessionsAnswer> {
  return apiRequest<EndedSessionsAnswer>(`/api/users/${encodeURIComponent(userId)}/sessions`, {
    method: 'DELETE',
  });
}

export function useEndSessions() {
  return useMutation({ mutationKey: ['end-sessions'], mutationFn: endSessions });
}

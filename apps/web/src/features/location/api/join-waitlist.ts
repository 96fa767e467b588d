import type { LeadBody, WaitlistResponse } from '@marketplace/contract/service-area';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/**
 * SPEC §1/§7 waitlist signup (POST /api/waitlist): stores the visitor as a lead, promised the
 * $10 coupon. Signing up again with the same phone updates that lead. The phone is 10 digits as
 * typed in the not-served form; the server adds +1.
 */
export function joinWaitlist(input: LeadBody) {
  return apiRequest<WaitlistResponse>('/api/waitlist', { method: 'POST', body: input });
}

export function useJoinWaitlist() {
  return useMutation({ mutationKey: ['waitlist'], mutationFn: joinWaitlist });
}

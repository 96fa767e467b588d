import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Lead } from './types';

export type JoinWaitlistInput = {
  name: string;
  /** 10 digits, as typed in the not-served form; the server adds +1. */
  phone: string;
  zipcode: string;
  address: string;
};

export type JoinWaitlistResponse = { lead: Lead; couponDollars: number; message: string };

/**
 * SPEC §1/§7 waitlist signup (POST /api/waitlist): stores the visitor as a lead, promised the
 * $10 coupon. Signing up again with the same phone updates that lead.
 */
export function joinWaitlist(input: JoinWaitlistInput) {
  return apiRequest<JoinWaitlistResponse>('/api/waitlist', { method: 'POST', body: input });
}

export function useJoinWaitlist() {
  return useMutation({ mutationKey: ['waitlist'], mutationFn: joinWaitlist });
}

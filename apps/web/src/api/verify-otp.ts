import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { User } from './types';

export type VerifyOtpInput = { phone: string; code: string };

/** A known phone gets a session; a new one gets a temporary token for onboarding. */
export type VerifyOtpResponse =
  | { token: string; user: User; isNewUser?: false }
  | { isNewUser: true; tempToken: string };

export function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return apiRequest<VerifyOtpResponse>('/api/verify-otp', { method: 'POST', body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationKey: ['verify-otp'], mutationFn: verifyOtp });
}

import type { VerifyOtpBody, VerifyOtpResponse } from '@marketplace/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function verifyOtp(input: VerifyOtpBody): Promise<VerifyOtpResponse> {
  return apiRequest<VerifyOtpResponse>('/api/verify-otp', { method: 'POST', body: input });
}

export function useVerifyOtp() {
  return useMutation({ mutationKey: ['verify-otp'], mutationFn: verifyOtp });
}

import type { SendOtpBody, SendOtpResponse } from '@marketplace/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function sendOtp(input: SendOtpBody): Promise<SendOtpResponse> {
  return apiRequest<SendOtpResponse>('/api/send-otp', { method: 'POST', body: input });
}

export function useSendOtp() {
  return useMutation({ mutationKey: ['send-otp'], mutationFn: sendOtp });
}

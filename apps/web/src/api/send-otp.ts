import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';

export type SendOtpInput = {
  /** E.164: '+1' and 10 digits. */
  phone: string;
};

export type SendOtpResponse = { status: string };

export function sendOtp(input: SendOtpInput): Promise<SendOtpResponse> {
  return apiRequest<SendOtpResponse>('/api/send-otp', { method: 'POST', body: input });
}

export function useSendOtp() {
  return useMutation({ mutationKey: ['send-otp'], mutationFn: sendOtp });
}

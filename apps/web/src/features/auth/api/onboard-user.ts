import type { OnboardBody, Session } from '@marketplace/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export type OnboardUserInput = OnboardBody & {
  /** The temporary token from verify-otp, sent as the bearer. */
  tempToken: string;
};

export function onboardUser({ tempToken, ...body }: OnboardUserInput) {
  return apiRequest<Session>('/api/onboard-user', { method: 'PUT', body, token: tempToken });
}

export function useOnboardUser() {
  return useMutation({ mutationKey: ['onboard-user'], mutationFn: onboardUser });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { User } from './types';

export type OnboardUserInput = {
  /** The temporary token from verify-otp, sent as the bearer. */
  tempToken: string;
  phone: string;
  email: string;
  firstName: string;
  lastName: string;
  /** 'YYYY-MM-DD'. */
  dob: string;
  /** 'male', 'female', or the user's own words when they chose Other. */
  gender: string;
};

export type OnboardUserResponse = { token: string; user: User };

export function onboardUser({ tempToken, ...body }: OnboardUserInput) {
  return apiRequest<OnboardUserResponse>('/api/onboard-user', {
    method: 'PUT',
    body,
    token: tempToken,
  });
}

export function useOnboardUser() {
  return useMutation({ mutationKey: ['onboard-user'], mutationFn: onboardUser });
}

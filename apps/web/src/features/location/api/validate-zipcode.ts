import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export type ValidateZipcodeResponse = { isValid: boolean };

/** SPEC §7 POST /api/validate-zipcode: whether we deliver to a zip code. */
export function validateZipcode(input: { zipcode: string }) {
  return apiRequest<ValidateZipcodeResponse>('/api/validate-zipcode', {
    method: 'POST',
    body: input,
  });
}

export function useValidateZipcode() {
  return useMutation({ mutationKey: ['validate-zipcode'], mutationFn: validateZipcode });
}

import type { User } from '@marketplace/contract/users';
import { apiRequest } from '../../../api/client';

/** GET /api/me: the logged-in user as the server knows them now (role changes included). */
export function getMe(signal?: AbortSignal) {
  return apiRequest<User>('/api/me', { signal });
}

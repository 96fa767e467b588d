import type { PushUnsubscribeBody } from '@marketplace/contract/push';
import { ApiError, apiRequest } from '../../../api/client';

/**
 * DELETE /api/push/subscriptions: this browser takes no more of the person's notifications. One
 * the server no longer has (the push service said it was gone) is as good as removed.
 */
export async function removePushSubscription(body: PushUnsubscribeBody): Promise<void> {
  try {
    await apiRequest<null>('/api/push/subscriptions', { method: 'DELETE', body });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

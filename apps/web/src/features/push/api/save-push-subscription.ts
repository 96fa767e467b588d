import type { PushSubscriptionAnswer, PushSubscriptionBody } from '@marketplace/contract/push';
import { apiRequest } from '../../../api/client';

/** POST /api/push/subscriptions: this browser takes the signed-in person's notifications. */
export function savePushSubscription(body: PushSubscriptionBody): Promise<PushSubscriptionAnswer> {
  return apiRequest<PushSubscriptionAnswer>('/api/push/subscriptions', { method: 'POST', body });
}

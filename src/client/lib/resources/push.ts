import type { PushSubscriptionInput } from '../../../shared/schemas/notice';
import { apiRequest, requestJson } from '../api';

/** Web Push on this device (issue 30): the server's VAPID key and this browser's subscription. */
export const pushKey = () => requestJson<{ publicKey: string }>('GET', '/api/push/key');

export const savePushSubscription = async (subscription: PushSubscriptionInput): Promise<void> => {
  await apiRequest('POST', '/api/push/subscriptions', subscription);
};

export const deletePushSubscription = async (endpoint: string): Promise<void> => {
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint });
};

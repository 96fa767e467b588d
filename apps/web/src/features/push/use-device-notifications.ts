import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { mutationErrorMessage } from '../../api/client';
import { serviceWorkerRegistration, serviceWorkerScope } from '../../lib/service-worker';
import { pushKeyQueryOptions } from './api/get-push-key';
import { removePushSubscription } from './api/remove-push-subscription';
import { savePushSubscription } from './api/save-push-subscription';

/**
 * Where this device stands with push notifications (issue #36): the browser cannot take them,
 * the person blocked them, on, off (`dismissed`: the browser's question was closed without an
 * answer), or a change under way.
 */
export type DeviceNotificationsState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'off'; dismissed?: boolean }
  | { kind: 'on' }
  | { kind: 'busy'; turning: 'on' | 'off' };

/** Ours: the browser refused to subscribe, or its push service did not answer. */
export const COULD_NOT_TURN_ON =
  'Notifications could not be turned on on this device. Please try again in a moment.';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The worker already registered for this page, without registering one. */
async function existingRegistration(): Promise<ServiceWorkerRegistration | null> {
  const scope = serviceWorkerScope(window.location.pathname);
  const registration = await navigator.serviceWorker.getRegistration(scope).catch(() => undefined);
  return registration && new URL(registration.scope).pathname === scope ? registration : null;
}

/** A base64url key ('BNc…') as the bytes `applicationServerKey` takes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, n) => byte === key[n]);
}

/** What the API keeps of a subscription: its endpoint and keys. */
function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

/**
 * The switch's state and its two actions. On opening, a browser already subscribed tells the
 * server again, so the subscription is the signed-in person's (someone else may have used this
 * browser) and follows the server's key (a subscription to an old key is replaced). Turning on
 * asks the browser's permission, registers the service worker, subscribes with the server's key
 * and sends the subscription; turning off removes it on the server and in the browser.
 */
export function useDeviceNotifications() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceNotificationsState>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);

  /** This registration's subscription to the server's key, made if need be, and sent. */
  const subscribe = useCallback(
    async (registration: ServiceWorkerRegistration) => {
      const key = keyBytes((await queryClient.fetchQuery(pushKeyQueryOptions)).publicKey);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription, key)) {
        // Made for a key the server no longer signs with: nothing reaches it any more.
        await removePushSubscription({ endpoint: subscription.endpoint }).catch(() => undefined);
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      try {
        await savePushSubscription(subscriptionBody(subscription));
      } catch (cause) {
        // Not kept by the server: not kept here either, so the switch tells the truth.
        await subscription.unsubscribe().catch(() => false);
        throw cause;
      }
    },
    [queryClient],
  );

  useEffect(() => {
    let current = true;
    const settle = (next: DeviceNotificationsState) => {
      if (current) setState(next);
    };
    void (async () => {
      if (!pushSupported()) return settle({ kind: 'unsupported' });
      if (Notification.permission === 'denied') return settle({ kind: 'denied' });
      const registration = await existingRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (!registration || !subscription || Notification.permission !== 'granted') {
        return settle({ kind: 'off' });
      }
      settle({ kind: 'on' });
      // Keeping the server in step is worth a try, not a complaint: the device stays on.
      await subscribe(registration).catch(() => undefined);
    })();
    return () => {
      current = false;
    };
  }, [subscribe]);

  const turnOn = useCallback(async () => {
    setError(null);
    setState({ kind: 'busy', turning: 'on' });
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return setState({ kind: 'denied' });
    if (permission !== 'granted') return setState({ kind: 'off', dismissed: true });
    const registration = await serviceWorkerRegistration();
    if (!registration) return setState({ kind: 'unsupported' });
    try {
      await subscribe(registration);
      setState({ kind: 'on' });
    } catch (cause) {
      setError(cause instanceof DOMException ? COULD_NOT_TURN_ON : mutationErrorMessage(cause));
      setState({ kind: 'off' });
    }
  }, [subscribe]);

  const turnOff = useCallback(async () => {
    setError(null);
    setState({ kind: 'busy', turning: 'off' });
    try {
      const registration = await existingRegistration();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await removePushSubscription({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState({ kind: 'off' });
    } catch (cause) {
      setError(mutationErrorMessage(cause));
      setState({ kind: 'on' });
    }
  }, []);

  return { state, error, turnOn, turnOff };
}

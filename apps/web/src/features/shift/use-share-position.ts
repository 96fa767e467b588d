import { type ReportedPosition, shouldSharePosition } from '@marketplace/core/geo/driver-position';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { reportPosition, shiftKeys } from './api/shift';

/** What the driver is told about their position's sharing. */
export type SharingState =
  | { kind: 'waiting' }
  | { kind: 'sharing'; at: number }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'offline' };

/** How often a still phone's position is considered again (the heartbeat, a move held back). */
const SHARE_CHECK_MS = 2_000;

type BatteryManager = EventTarget & { level: number; charging: boolean };

/** Low and not charging: the phone is saving its battery, so we share less often. */
function useBatterySaver(): boolean {
  const [saver, setSaver] = useState(false);
  useEffect(() => {
    const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryManager> })
      .getBattery;
    if (!getBattery) return;
    let battery: BatteryManager | null = null;
    const read = () => setSaver(battery !== null && !battery.charging && battery.level <= 0.2);
    void getBattery.call(navigator).then((found) => {
      battery = found;
      read();
      found.addEventListener('levelchange', read);
      found.addEventListener('chargingchange', read);
    });
    return () => {
      battery?.removeEventListener('levelchange', read);
      battery?.removeEventListener('chargingchange', read);
    };
  }, []);
  return saver;
}

/**
 * On shift, with this screen open, shares the phone's position (issue #33): Geolocation
 * `watchPosition`, sent when core's `shouldSharePosition` says so (every 10–15 s or 50 m, less
 * often on the battery saver). Offline, a position is dropped, never queued: an old position is
 * worth nothing to dispatch. Off shift, nothing is watched.
 */
export function useSharePosition(onShift: boolean): SharingState {
  const queryClient = useQueryClient();
  const batterySaver = useBatterySaver();
  const [state, setState] = useState<SharingState>({ kind: 'waiting' });

  useEffect(() => {
    if (!onShift) return;
    setState({ kind: 'waiting' });
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unavailable' });
      return;
    }
    let last: ReportedPosition | null = null;
    let latest: GeolocationCoordinates | null = null;
    let sending = false;
    // Where the phone is now, considered when it moves and every few seconds while it does
    // not: a move inside the gap goes once the gap is over, and a parked driver's phone still
    // reports at the heartbeat, so dispatch never sees them turn stale.
    const consider = async () => {
      if (!latest || sending) return;
      const next = { latitude: latest.latitude, longitude: latest.longitude, at: Date.now() };
      if (!navigator.onLine) {
        setState({ kind: 'offline' });
        return;
      }
      if (!shouldSharePosition(last, next, { batterySaver })) return;
      sending = true;
      try {
        await reportPosition({
          latitude: next.latitude,
          longitude: next.longitude,
          accuracyMeters: Number.isFinite(latest.accuracy)
            ? Math.min(latest.accuracy, 100_000)
            : null,
        });
        last = next;
        setState({ kind: 'sharing', at: next.at });
      } catch (error) {
        // The shift ended on another device: read it again, and this watch stops.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: shiftKeys.own });
        } else if (error instanceof ApiError && error.code === 'NETWORK_ERROR') {
          setState({ kind: 'offline' });
        }
      } finally {
        sending = false;
      }
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        latest = position.coords;
        void consider();
      },
      (error) =>
        setState(
          error.code === error.PERMISSION_DENIED ? { kind: 'denied' } : { kind: 'unavailable' },
        ),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    const check = setInterval(() => void consider(), SHARE_CHECK_MS);
    return () => {
      clearInterval(check);
      navigator.geolocation.clearWatch(watch);
    };
  }, [onShift, batterySaver, queryClient]);

  return state;
}

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { chimeUnlocked, playChime, subscribeToChime, unlockChime } from '../lib/chime';
import { readRaw, subscribeToKeys, writeRaw } from '../lib/local-store';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { CheckboxField } from './checkbox-field';

const KEY = STORAGE_KEYS.newOrderSound;
const subscribe = (listener: () => void) => subscribeToKeys([KEY], listener);
const soundOn = () => readRaw(KEY) === 'on';

/**
 * Whether this device chimes on a new order: off until the person turns it on (issue #31); one
 * setting for the seller's and the admin's live screens on a device.
 */
function useNewOrderSound(): boolean {
  return useSyncExternalStore(subscribe, soundOn, () => false);
}

/**
 * While the chime is on, the first click or key press after a reload lets the browser play sound
 * again (browsers refuse sound before the person has touched the page).
 */
function useUnlockOnFirstTouch(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const unlock = () => void unlockChime();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [on]);
}

/**
 * The opt-in: ticking it plays the chime once, so the person hears what it will sound like. After
 * a reload the browser holds sound back until the page is touched, and the hint says so.
 */
export function NewOrderSoundToggle() {
  const on = useNewOrderSound();
  const playable = useSyncExternalStore(subscribeToChime, chimeUnlocked, () => false);
  return (
    <CheckboxField
      label="Play a sound when an order comes in"
      hint={
        on && !playable
          ? 'Tap or click anywhere on this page once so your browser lets it play.'
          : 'On this device, while this page is open.'
      }
      checked={on}
      onChange={(event) => {
        writeRaw(KEY, event.target.checked ? 'on' : 'off');
        if (event.target.checked) void unlockChime().then(playChime);
      }}
    />
  );
}

/**
 * The opt-in chime, once for each arrival: `newOrders` counts the orders not yet seen, and the
 * chime sounds whenever it grows.
 */
export function useChimeOnNewOrders(newOrders: number): void {
  const on = useNewOrderSound();
  useUnlockOnFirstTouch(on);
  const heard = useRef(newOrders);
  useEffect(() => {
    if (newOrders > heard.current && on) playChime();
    heard.current = newOrders;
  }, [newOrders, on]);
}

/**
 * What a new order does beyond the list: the tab's title counts the orders not yet seen, so a
 * seller in another tab sees them ("(2) Seller dashboard · …"), and the opt-in chime sounds
 * once for each arrival.
 */
export function NewOrderAlerts({ title, newOrders }: { title: string; newOrders: number }) {
  useChimeOnNewOrders(newOrders);
  return <title>{newOrders > 0 ? `(${newOrders}) ${title}` : title}</title>;
}

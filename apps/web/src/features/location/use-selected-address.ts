import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import { useMemo, useSyncExternalStore } from 'react';
import { readRaw, subscribeToKeys } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** The address the buyer picked for delivery (SPEC §3 Address), as stored. */
export type SelectedAddress = {
  fullname?: string;
  street1?: string;
  street2?: string;
  aptHouseNo?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  latitude?: number | null;
  longitude?: number | null;
  coordinatesPrecision?: CoordinatePrecision | null;
};

function subscribe(listener: () => void) {
  return subscribeToKeys([STORAGE_KEYS.selectedAddress], listener);
}

function getRaw() {
  return readRaw(STORAGE_KEYS.selectedAddress);
}

function parse(raw: string | null): SelectedAddress | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as SelectedAddress)
    : null;
}

/** "1200 E California Blvd": house number and street name, as the header shows them. */
export function streetLine(address: SelectedAddress | null): string {
  if (!address) return '';
  return [address.street1, address.street2]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}

/** The saved delivery address, or null; follows changes made in other tabs. */
export function useSelectedAddress(): SelectedAddress | null {
  const raw = useSyncExternalStore(subscribe, getRaw, () => null);
  return useMemo(() => parse(raw), [raw]);
}

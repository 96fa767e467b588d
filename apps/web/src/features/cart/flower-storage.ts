import { useSyncExternalStore } from 'react';
import { readJson, readRaw, subscribeToKeys, writeRaw } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { type FlowerCustomizations, isFlowerCustomizations } from './cart-storage';

type FlowerMessages = Record<string, FlowerCustomizations>;

function readAll(): FlowerMessages {
  const stored = readJson(STORAGE_KEYS.flowerCustomizations);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const messages: FlowerMessages = {};
  for (const [productId, value] of Object.entries(stored)) {
    if (isFlowerCustomizations(value)) messages[productId] = value;
  }
  return messages;
}

/** SPEC §9: the gift-card message saved for one product, if any. */
export function readFlowerMessage(productId: string): FlowerCustomizations | null {
  return readAll()[productId] ?? null;
}

export function saveFlowerMessage(productId: string, message: FlowerCustomizations): void {
  writeRaw(
    STORAGE_KEYS.flowerCustomizations,
    JSON.stringify({ ...readAll(), [productId]: message }),
  );
}

let cached: { raw: string | null; messages: FlowerMessages } = { raw: null, messages: {} };

function snapshot(): FlowerMessages {
  const raw = readRaw(STORAGE_KEYS.flowerCustomizations);
  if (raw !== cached.raw) cached = { raw, messages: readAll() };
  return cached.messages;
}

function subscribe(listener: () => void) {
  return subscribeToKeys([STORAGE_KEYS.flowerCustomizations], listener);
}

/** The saved message for one product, following edits in this and other tabs. */
export function useFlowerMessage(productId: string): FlowerCustomizations | null {
  const messages = useSyncExternalStore(subscribe, snapshot, () => cached.messages);
  return messages[productId] ?? null;
}

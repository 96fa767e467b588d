/**
 * localStorage with change notification. The browser only fires `storage` in *other* tabs, so
 * writes made through this module also announce themselves in this tab; subscribers hear both
 * and the UI stays in step whichever tab changed the data. Storage can be unavailable (private
 * mode, quota, disabled cookies): reads then return null and writes are dropped.
 */

const CHANGE_EVENT = 'local-store:change';

type ChangeDetail = { keys: readonly string[] | null };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function announce(keys: readonly string[] | null) {
  window.dispatchEvent(new CustomEvent<ChangeDetail>(CHANGE_EVENT, { detail: { keys } }));
}

export function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The parsed JSON under `key`; `undefined` when absent or unparsable. */
export function readJson(key: string): unknown {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    return;
  }
  announce([key]);
}

/**
 * Sets (string) or removes (null) several keys, announcing them together once, so listeners
 * never see a half-written state such as a new user with the previous token.
 */
export function writeEntries(entries: Record<string, string | null>): void {
  const store = storage();
  const keys = Object.keys(entries);
  try {
    for (const key of keys) {
      const value = entries[key];
      if (value === null || value === undefined) store?.removeItem(key);
      else store?.setItem(key, value);
    }
  } catch {
    return;
  }
  announce(keys);
}

/**
 * Removes `keys`. With `deferNotice`, subscribers hear about it after the current task, for
 * callers that clean up while React is rendering (a store snapshot must not trigger updates).
 */
export function removeKeys(keys: readonly string[], options: { deferNotice?: boolean } = {}): void {
  const store = storage();
  try {
    for (const key of keys) store?.removeItem(key);
  } catch {
    return;
  }
  if (options.deferNotice) queueMicrotask(() => announce(keys));
  else announce(keys);
}

/** Empties localStorage entirely (the crash screen's "Clear Data", the driver's logout). */
export function clearAll(): void {
  try {
    storage()?.clear();
  } catch {
    return;
  }
  announce(null);
}

/** Calls `listener` whenever one of `keys` changes here or in another tab. */
export function subscribeToKeys(keys: readonly string[], listener: () => void): () => void {
  const matches = (changed: readonly string[] | null) =>
    changed === null || changed.some((key) => keys.includes(key));

  const onStorage = (event: StorageEvent) => {
    // A null key means another tab cleared the whole storage.
    if (event.key === null || keys.includes(event.key)) listener();
  };
  const onLocal = (event: Event) => {
    const { detail } = event as CustomEvent<ChangeDetail>;
    if (matches(detail.keys)) listener();
  };

  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onLocal);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onLocal);
  };
}

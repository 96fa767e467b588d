import { useState } from 'react';
import { readRaw, writeEntries } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** The cart's special request box, saved as the buyer types so a reload or a new tab keeps it. */
export function useSpecialRequest(): [string, (next: string) => void] {
  const [text, setText] = useState(() => readRaw(STORAGE_KEYS.specialRequest) ?? '');
  function update(next: string) {
    setText(next);
    writeEntries({ [STORAGE_KEYS.specialRequest]: next === '' ? null : next });
  }
  return [text, update];
}

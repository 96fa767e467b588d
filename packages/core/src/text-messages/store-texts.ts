import { textField } from './text-field.js';

/** The texts a store's review sends its seller (issue #31). */
export const STORE_TEXT_KINDS = ['store_approved', 'store_sent_back'] as const;
export type StoreTextKind = (typeof STORE_TEXT_KINDS)[number];

const STORE_NAME_CHARS = 60;
const NOTE_CHARS = 120;

/** The message, without the brand the sender puts first. */
export function storeText(kind: StoreTextKind, facts: { storeName: string; note?: string | null }) {
  const store = textField(facts.storeName, STORE_NAME_CHARS);
  switch (kind) {
    case 'store_approved':
      return `${store} is approved and live: buyers can find it and order now.`;
    case 'store_sent_back': {
      const note = textField(facts.note ?? '', NOTE_CHARS).replace(/[.\s]+$/, '');
      return `${store} needs changes before it goes live: ${note}. Change it and send it for review again from your dashboard.`;
    }
  }
}

/** SPEC §3 browser storage keys, named once so every feature reads and writes the same slots. */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  tempToken: 'tempToken',
  tempUser: 'tempUser',
  checkoutData: 'checkoutData',
  cart: 'cart',
  selectedAddress: 'selectedAddress',
  storeData: 'storeData',
  currentOrderIndex: 'currentOrderIndex',
  currentInstructionIndex: 'currentInstructionIndex',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

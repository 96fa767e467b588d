/** SPEC §3 browser storage keys, named once so every feature reads and writes the same slots. */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  tempToken: 'tempToken',
  tempUser: 'tempUser',
  checkoutData: 'checkoutData',
  /** Ours: what the buyer chose at checkout (window, tips, promo, addresses), kept as long. */
  checkoutChoices: 'checkoutChoices',
  cart: 'cart',
  selectedAddress: 'selectedAddress',
  storeData: 'storeData',
  /** Ours: the cart page's special request draft, kept until checkout or an emptied cart. */
  specialRequest: 'specialRequest',
  /** Ours: flower gift-card messages by product id (SPEC §9: kept per product locally). */
  flowerCustomizations: 'flowerCustomizations',
  /** Ours: whether this device chimes when a store's new order comes in ('on' when it does). */
  newOrderSound: 'newOrderSound',
  currentOrderIndex: 'currentOrderIndex',
  currentInstructionIndex: 'currentInstructionIndex',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

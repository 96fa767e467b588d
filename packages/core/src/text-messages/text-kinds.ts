import { ORDER_TEXT_KINDS } from './order-texts.js';
import { STORE_TEXT_KINDS } from './store-texts.js';

/** Every kind of text the outbox holds: an order's and a store review's. */
export const TEXT_KINDS = [...ORDER_TEXT_KINDS, ...STORE_TEXT_KINDS] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

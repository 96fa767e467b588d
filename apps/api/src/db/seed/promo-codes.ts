import type { promoCodes } from '../schema/checkout.js';

/** SPEC-named demo promos: $10 off an order of $30 or more, and 15% off anything. */
export const DEMO_PROMO_CODES: (typeof promoCodes.$inferInsert)[] = [
  { code: 'WELCOME10', amountOffCents: 1000, percentOff: null, minimumAmountCents: 3000 },
  { code: 'SAVE15', amountOffCents: null, percentOff: 15, minimumAmountCents: null },
];

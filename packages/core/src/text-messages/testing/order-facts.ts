import type { OrderTextFacts } from '../order-texts.js';

/**
 * A delivery order as its texts and pushes describe it: 6–7 pm in Pasadena on 23 November, which
 * is 02:00–03:00 UTC on the 24th.
 */
export const ORDER_FACTS: OrderTextFacts = {
  orderNumber: 'E61D4B7C',
  storeName: 'Casa Arroyo Taqueria',
  method: 'delivery',
  window: {
    start: new Date('2026-11-24T02:00:00Z'),
    end: new Date('2026-11-24T03:00:00Z'),
    timeZone: 'America/Los_Angeles',
  },
};

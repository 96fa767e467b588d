import { describe, expect, it } from 'vitest';
import { isServedPhone } from './served-phone.js';

describe('isServedPhone', () => {
  it('texts US numbers, territories included', () => {
    for (const phone of ['+16265550101', '+13105550100', '+12125550100', '+17875550100']) {
      expect(isServedPhone(phone), phone).toBe(true);
    }
  });

  it('texts no number of another country of the plan, no service number and no impossible one', () => {
    for (const phone of [
      '+18765550100', // Jamaica
      '+18095550100', // Dominican Republic
      '+12685550100', // Antigua
      '+14735550100', // Grenada
      '+14165550100', // Toronto
      '+19005550100', // premium
      '+18005550100', // toll-free
      '+19115550100', // N11
      '+11235550100', // starts with 1
      '+441234567890', // not +1
      '+1626555010', // nine digits
    ]) {
      expect(isServedPhone(phone), phone).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { normalizePromoCode } from './normalize-promo-code.js';

describe('normalizePromoCode', () => {
  it('upper-cases and trims', () => {
    expect(normalizePromoCode(' welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('')).toBe('');
  });
});

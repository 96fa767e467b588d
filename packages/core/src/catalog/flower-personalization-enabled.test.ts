import { describe, expect, it } from 'vitest';
import { flowerPersonalizationEnabled } from './flower-personalization-enabled.js';

describe('flowerPersonalizationEnabled', () => {
  it('is on for Flower Stores only', () => {
    expect(flowerPersonalizationEnabled('Flower Stores')).toBe(true);
    expect(flowerPersonalizationEnabled('Restaurants')).toBe(false);
    expect(flowerPersonalizationEnabled(undefined)).toBe(false);
  });
});

import { FLOWER_STORES } from '../constants/categories.js';

/** SPEC §9: personalization (gift-card message) is offered for items of Flower Stores only. */
export function flowerPersonalizationEnabled(category: string | null | undefined): boolean {
  return category === FLOWER_STORES;
}

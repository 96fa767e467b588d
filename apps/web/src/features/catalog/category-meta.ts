import { STORE_CATEGORIES, type StoreCategory } from '@marketplace/core/constants/categories';

/** How each store category presents itself: an emoji, a one-line pitch and a tint. */
export type CategoryMeta = {
  category: StoreCategory;
  emoji: string;
  blurb: string;
  /** Soft background behind the emoji; one per category so the grid reads at a glance. */
  tint: string;
};

const META: Record<StoreCategory, Omit<CategoryMeta, 'category'>> = {
  "Farmer's Market": {
    emoji: '🥕',
    blurb: 'Seasonal produce, eggs and bread from local growers.',
    tint: '#e7f3df',
  },
  Restaurants: {
    emoji: '🍜',
    blurb: 'Neighborhood kitchens, from tacos to ramen.',
    tint: '#fde9dc',
  },
  'Aquarium Stores': {
    emoji: '🐠',
    blurb: 'Fish, plants and supplies for happy tanks.',
    tint: '#dff0f7',
  },
  'Coffee Shops': {
    emoji: '\u2615\uFE0F',
    blurb: 'Espresso, pastries and beans roasted nearby.',
    tint: '#f1e6dc',
  },
  'Convenience Stores': {
    emoji: '🛒',
    blurb: 'Snacks, drinks and everyday essentials.',
    tint: '#efe9f8',
  },
  'Flower Stores': {
    emoji: '💐',
    blurb: 'Bouquets with a personal card, hand-delivered.',
    tint: '#fbe4ea',
  },
  'Liquor Stores': {
    emoji: '🍷',
    blurb: 'Wine, beer and spirits. 21+ with ID on delivery.',
    tint: '#f5e1e1',
  },
  Pharmacy: {
    emoji: '💊',
    blurb: 'Over-the-counter care and health essentials.',
    tint: '#e0f1ec',
  },
};

export const CATEGORY_META: readonly CategoryMeta[] = STORE_CATEGORIES.map((category) => ({
  category,
  ...META[category],
}));

export function categoryMeta(category: StoreCategory): CategoryMeta {
  return { category, ...META[category] };
}

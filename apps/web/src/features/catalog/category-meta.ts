import { STORE_CATEGORIES, type StoreCategory } from '@marketplace/core/constants/categories';
import type { JSX } from 'react';
import {
  CarrotIcon,
  CartIcon,
  CoffeeIcon,
  FishIcon,
  FlowerIcon,
  type IconProps,
  PillIcon,
  SoupIcon,
  WineIcon,
} from '../../ui/icons';

/**
 * How each store category presents itself: an icon, a one-line pitch and a tint. The icon is
 * inline SVG, so it looks the same whatever fonts the reader's system has.
 */
export type CategoryMeta = {
  category: StoreCategory;
  Icon: (props: IconProps) => JSX.Element;
  blurb: string;
  /** Soft background behind the icon; one per category so the grid reads at a glance. */
  tint: string;
  /** The tint's deep tone, for the icon drawn on it (at least 4.5:1 against the tint). */
  ink: string;
};

const META: Record<StoreCategory, Omit<CategoryMeta, 'category'>> = {
  "Farmer's Market": {
    Icon: CarrotIcon,
    blurb: 'Seasonal produce, eggs and bread from local growers.',
    tint: '#e7f3df',
    ink: '#3b6e26',
  },
  Restaurants: {
    Icon: SoupIcon,
    blurb: 'Neighborhood kitchens, from tacos to ramen.',
    tint: '#fde9dc',
    ink: '#a8461d',
  },
  'Aquarium Stores': {
    Icon: FishIcon,
    blurb: 'Fish, plants and supplies for happy tanks.',
    tint: '#dff0f7',
    ink: '#1b6584',
  },
  'Coffee Shops': {
    Icon: CoffeeIcon,
    blurb: 'Espresso, pastries and beans roasted nearby.',
    tint: '#f1e6dc',
    ink: '#744426',
  },
  'Convenience Stores': {
    Icon: CartIcon,
    blurb: 'Snacks, drinks and everyday essentials.',
    tint: '#efe9f8',
    ink: '#5f3f9e',
  },
  'Flower Stores': {
    Icon: FlowerIcon,
    blurb: 'Bouquets with a personal card, hand-delivered.',
    tint: '#fbe4ea',
    ink: '#a83256',
  },
  'Liquor Stores': {
    Icon: WineIcon,
    blurb: 'Wine, beer and spirits. 21+ with ID on delivery.',
    tint: '#f5e1e1',
    ink: '#862736',
  },
  Pharmacy: {
    Icon: PillIcon,
    blurb: 'Over-the-counter care and health essentials.',
    tint: '#e0f1ec',
    ink: '#1a6b56',
  },
};

export const CATEGORY_META: readonly CategoryMeta[] = STORE_CATEGORIES.map((category) => ({
  category,
  ...META[category],
}));

export function categoryMeta(category: StoreCategory): CategoryMeta {
  return { category, ...META[category] };
}

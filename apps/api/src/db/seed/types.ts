import type { Customization, StoreHours } from '../schema/catalog.js';

/** SPEC §1 store categories, spelled exactly as the product shows them. */
export type StoreCategory =
  | "Farmer's Market"
  | 'Restaurants'
  | 'Aquarium Stores'
  | 'Coffee Shops'
  | 'Convenience Stores'
  | 'Flower Stores'
  | 'Liquor Stores'
  | 'Pharmacy';

export type SeedProduct = {
  name: string;
  description: string;
  priceCents: number;
  stock: number;
  /** The motif of the generated illustration (scripts/generate-demo-images.ts); not stored. */
  emoji: string;
  isHidden?: boolean;
  /** Defaults to true, as in the schema. */
  isTaxable?: boolean;
  needsAgeVerification?: boolean;
  customizations?: Customization[];
};

export type SeedProductCategory = {
  name: string;
  icon: string;
  products: SeedProduct[];
};

export type SeedAddress = {
  /** House number, as the address search returns it (SPEC §3 Address). */
  street1: string;
  /** Street name. */
  street2: string;
  city: string;
  state: string;
  zipcode: string;
};

export type SeedStore = {
  /** Stable key: names the image files and lets past orders point at a store. */
  slug: string;
  name: string;
  category: StoreCategory;
  /** 10 digits; the UI shows it with +1. */
  contact: string;
  /** Which demo seller owns the store. */
  owner: 'demo' | 'second';
  isHidden?: boolean;
  address: SeedAddress;
  latitude: number;
  longitude: number;
  storeHours: StoreHours;
  /** Market stands get a canopy in their illustration, the others a shop front. */
  look: 'storefront' | 'stand';
  productCategories: SeedProductCategory[];
};

import type { Role } from '@marketplace/core/constants/roles';
import type { StoreHours } from '@marketplace/core/constants/store-days';

/** A user as the API returns it (SPEC §3). The role ids are null for roles the user never had. */
export type User = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string | null;
  gender: string | null;
  role: Role;
  buyerId: string | null;
  sellerId: string | null;
  driverId: string | null;
  adminId: string | null;
  dataentryId: string | null;
};

/** The API's error body (ARCHITECTURE "The API contract"). */
export type ApiErrorBody = { error: string; code?: string };

/** A store's postal address (SPEC §3): street1 is the house number, street2 the street name. */
export type StoreAddress = {
  street1: string;
  street2: string;
  city: string;
  state: string;
  zipcode: string;
};

/** A store as the public catalogue returns it (SPEC §3); hidden stores never come back. */
export type Store = {
  _id: string;
  name: string;
  category: string;
  /** 10 digits; shown with +1. */
  contact: string;
  image: string | null;
  sellerId: string;
  isHidden: boolean;
  address: StoreAddress;
  storeHours: StoreHours;
  /** IANA zone the hours are written in. */
  timezone: string;
  latitude: number | null;
  longitude: number | null;
};

/** SPEC §3 Customization; option prices in dollars. */
export type Customization = {
  name: string;
  isRequired: boolean;
  isTextInput: boolean;
  isTextAreaInput: boolean;
  isStackable: boolean;
  stackLimit: number | null;
  options: { title: string; price: number }[];
};

/** SPEC §3 Product; `price` is dollars (12.5), as the API sends it. */
export type Product = {
  _id: string;
  name: string;
  description: string;
  price: number;
  stock: number;
  images: string[];
  image: string | null;
  needsAgeVerification: boolean;
  isTaxable: boolean;
  storeId: string;
  productCategoryId: string | null;
  customizations: Customization[];
};

/** SPEC §3 Product category. */
export type ProductCategory = { _id: string; name: string; icon: string | null; storeId: string };

/** A product found by search, with the store it comes from. */
export type SearchProduct = Product & { storeName: string; storeAddress: StoreAddress };

/** SPEC §3 Suggestion. */
export type Suggestion = { name: string; type: 'product' | 'store' };

/** SPEC §3: what the address autocomplete provider returns for one match. */
export type AddressSuggestion = {
  number: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  formattedAddress: string;
  latitude: number | null;
  longitude: number | null;
};

/** SPEC §3 Lead; `phone` is E.164. */
export type Lead = { _id: string; phone: string; name: string; zipcode: string; address: string };

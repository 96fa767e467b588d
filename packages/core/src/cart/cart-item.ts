import type { StoreHours } from '../constants/store-days.js';
import type { SelectedOption } from '../money/unit-price.js';

/** SPEC §3 cart item customization: the options chosen in one group, or its text. */
export type SelectedCustomization = {
  name: string;
  selectedOptions: readonly SelectedOption[];
  textValue?: string | null;
};

/** SPEC §3 cart item; `price` is cents, base plus selected options (money/unit-price). */
export type CartItem = {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  image?: string | null;
  storeId: string;
  stock: number;
  customizations: readonly SelectedCustomization[];
  specialInstructions?: string;
  /** SPEC §3 `isTaxable` (default true), so the cart's tax matches the server's. */
  isTaxable?: boolean;
};

/** What the cart needs of a store to decide whether two stores may share it. */
export type CartStore = {
  _id: string;
  category: string;
  address: {
    street1: string;
    street2?: string | null;
    city: string;
    state: string;
    zipcode: string;
  };
  storeHours: StoreHours;
};

/** The outcome of a cart change, with the toast to show (durations in constants/limits). */
export type CartOutcome =
  | { kind: 'added' | 'incremented' | 'updated' | 'removed'; toast: 'success'; message: string }
  | { kind: 'replaced'; toast: 'info'; message: string }
  | { kind: 'rejected'; toast: 'error'; message: string }
  | { kind: 'ignored' };

export type CartChange = {
  cart: CartItem[];
  outcome: CartOutcome;
  /** SPEC §4: any change of quantity sets the driver and seller tips back to 0. */
  resetsTips: boolean;
};

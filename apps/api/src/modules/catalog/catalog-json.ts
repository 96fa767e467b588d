import type {
  customizationSchema,
  productCategorySchema,
  productSchema,
  storeSchema,
} from '@marketplace/contract/catalog';
import type { ManagedProduct, ManagedStore } from '@marketplace/contract/store-management';
import { centsToDollars } from '@marketplace/core/money/cents';
import type { z } from 'zod';
import { type Customization, productCategories, products, stores } from '../../db/schema.js';

/**
 * Rows as the catalogue reads them and their JSON (SPEC §3 names, dollars). Queries select these
 * columns, never `select *`: the search columns (a tsvector per row) would cost every read.
 */

export const storeColumns = {
  id: stores.id,
  name: stores.name,
  category: stores.category,
  contact: stores.contact,
  image: stores.image,
  sellerId: stores.sellerId,
  isHidden: stores.isHidden,
  street1: stores.street1,
  street2: stores.street2,
  city: stores.city,
  state: stores.state,
  zipcode: stores.zipcode,
  storeHours: stores.storeHours,
  timezone: stores.timezone,
  latitude: stores.latitude,
  longitude: stores.longitude,
  coordinatesPrecision: stores.coordinatesPrecision,
  pausedUntil: stores.pausedUntil,
  dateOverrides: stores.dateOverrides,
  reviewStatus: stores.reviewStatus,
  reviewNote: stores.reviewNote,
  reviewRequestedAt: stores.reviewRequestedAt,
  prepMinutes: stores.prepMinutes,
};

export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  stock: products.stock,
  images: products.images,
  needsAgeVerification: products.needsAgeVerification,
  isTaxable: products.isTaxable,
  storeId: products.storeId,
  productCategoryId: products.productCategoryId,
  customizations: products.customizations,
};

export const productCategoryColumns = {
  id: productCategories.id,
  name: productCategories.name,
  icon: productCategories.icon,
  storeId: productCategories.storeId,
};

export type StoreRow = Pick<typeof stores.$inferSelect, keyof typeof storeColumns>;
export type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productColumns>;
export type ProductCategoryRow = Pick<
  typeof productCategories.$inferSelect,
  keyof typeof productCategoryColumns
>;

export type StoreJson = z.infer<typeof storeSchema>;
export type ProductJson = z.infer<typeof productSchema>;
export type ProductCategoryJson = z.infer<typeof productCategorySchema>;
export type CustomizationJson = z.infer<typeof customizationSchema>;

export function toStoreJson(store: StoreRow): StoreJson {
  return {
    _id: store.id,
    name: store.name,
    category: store.category,
    contact: store.contact,
    image: store.image,
    sellerId: store.sellerId,
    isHidden: store.isHidden,
    address: toStoreAddressJson(store),
    storeHours: store.storeHours,
    timezone: store.timezone,
    latitude: store.latitude,
    longitude: store.longitude,
    pausedUntil: store.pausedUntil?.toISOString() ?? null,
    dateOverrides: store.dateOverrides,
  };
}

export function toCustomizationJson(customization: Customization): CustomizationJson {
  return {
    name: customization.name,
    isRequired: customization.isRequired,
    isTextInput: customization.isTextInput,
    isTextAreaInput: customization.isTextAreaInput,
    isStackable: customization.isStackable,
    stackLimit: customization.stackLimit,
    options: customization.options.map((option) => ({
      title: option.title,
      price: centsToDollars(option.price),
    })),
  };
}

export function toProductJson(product: ProductRow): ProductJson {
  return {
    _id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDollars(product.priceCents),
    stock: product.stock,
    images: product.images,
    image: product.images[0] ?? null,
    needsAgeVerification: product.needsAgeVerification,
    isTaxable: product.isTaxable,
    storeId: product.storeId,
    productCategoryId: product.productCategoryId,
    customizations: product.customizations.map(toCustomizationJson),
  };
}

export function toProductCategoryJson(category: ProductCategoryRow): ProductCategoryJson {
  return { _id: category.id, name: category.name, icon: category.icon, storeId: category.storeId };
}

/** SPEC §3 store address: street1 the house number, street2 the street name. */
export function toStoreAddressJson(
  store: Pick<StoreRow, 'street1' | 'street2' | 'city' | 'state' | 'zipcode'>,
) {
  return {
    street1: store.street1,
    street2: store.street2,
    city: store.city,
    state: store.state,
    zipcode: store.zipcode,
  };
}

/** A store in store management: hidden ones too, with how many products it has and its review. */
export function toManagedStoreJson(store: StoreRow, productCount: number): ManagedStore {
  return {
    ...toStoreJson(store),
    productCount,
    prepMinutes: store.prepMinutes,
    coordinatesPrecision: store.coordinatesPrecision,
    review: store.reviewStatus
      ? {
          status: store.reviewStatus,
          note: store.reviewNote,
          requestedAt: store.reviewRequestedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** A product in store management: hidden ones too, with the flag. */
export function toManagedProductJson(
  product: ProductRow & { isHidden: boolean; restock: number | null },
): ManagedProduct {
  return { ...toProductJson(product), isHidden: product.isHidden, restock: product.restock };
}

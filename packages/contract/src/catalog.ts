import { STORE_CATEGORIES } from '@marketplace/core/constants/categories';
import { STORE_DAYS } from '@marketplace/core/constants/store-days';
import { z } from 'zod';

/** The catalogue's JSON (SPEC §3), shared by every module that answers with stores or products. */

const timeRangeSchema = z.object({ from: z.string(), to: z.string() });

export const storeHoursSchema = z
  .partialRecord(z.enum(STORE_DAYS), z.array(timeRangeSchema))
  .describe('Opening ranges per day (MON…SUN), HH:MM in the store’s timezone.');

export const storeAddressSchema = z.object({
  street1: z.string().describe('House number.'),
  street2: z.string().describe('Street name.'),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

export const dateOverrideSchema = z
  .object({
    date: z.string().describe("Store-local 'YYYY-MM-DD'."),
    hours: z.array(z.object({ from: z.string(), to: z.string() })).describe('Empty: closed.'),
    note: z.string().nullable().optional().describe("What buyers read: 'Thanksgiving'."),
  })
  .meta({ id: 'DateOverride' });

export const storeSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    category: z.string().describe(`One of: ${STORE_CATEGORIES.join(', ')}.`),
    contact: z.string().describe('10 digits; shown with +1.'),
    image: z.string().nullable(),
    sellerId: z.string(),
    isHidden: z.boolean().describe('Always false on public routes.'),
    address: storeAddressSchema,
    storeHours: storeHoursSchema,
    timezone: z.string().describe('IANA zone the hours are in.'),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    pausedUntil: z
      .string()
      .nullable()
      .describe('No new orders before this moment, ISO 8601: its seller paused them.'),
    dateOverrides: z
      .array(dateOverrideSchema)
      .describe('Dates whose hours replace the week’s: closed (no hours) or special hours.'),
  })
  .meta({ id: 'Store', description: 'SPEC §3 Store.' });

export const customizationSchema = z
  .object({
    name: z.string(),
    isRequired: z.boolean(),
    isTextInput: z.boolean(),
    isTextAreaInput: z.boolean(),
    isStackable: z.boolean(),
    stackLimit: z.number().nullable(),
    options: z.array(z.object({ title: z.string(), price: z.number().describe('Dollars.') })),
  })
  .meta({ id: 'Customization', description: 'SPEC §3 Customization; option prices in dollars.' });

export const productSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number().describe('Dollars, e.g. 12.5.'),
    stock: z.number().int(),
    images: z.array(z.string()),
    image: z.string().nullable().describe('The first of images.'),
    needsAgeVerification: z.boolean(),
    isTaxable: z.boolean(),
    storeId: z.string(),
    productCategoryId: z.string().nullable(),
    customizations: z.array(customizationSchema),
  })
  .meta({ id: 'Product', description: 'SPEC §3 Product; hidden products never appear publicly.' });

export const productCategorySchema = z
  .object({ _id: z.string(), name: z.string(), icon: z.string().nullable(), storeId: z.string() })
  .meta({ id: 'ProductCategory', description: 'SPEC §3 Product category.' });

export type StoreAddress = z.infer<typeof storeAddressSchema>;
export type Store = z.infer<typeof storeSchema>;
export type Customization = z.infer<typeof customizationSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductCategory = z.infer<typeof productCategorySchema>;

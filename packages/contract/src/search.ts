import { SUGGESTIONS_LIMIT } from '@marketplace/core/constants/limits';
import { z } from 'zod';
import { productSchema, storeAddressSchema, storeSchema } from './catalog.js';

/** What search and the search box's suggestions answer. */

export const searchProductSchema = productSchema
  .extend({ storeName: z.string(), storeAddress: storeAddressSchema })
  .meta({ id: 'SearchProduct', description: 'A product found by search, with its store.' });

export const searchResponseSchema = z.object({
  products: z.array(searchProductSchema),
  stores: z.array(storeSchema),
});
export const suggestionsResponseSchema = z
  .array(z.object({ name: z.string(), type: z.enum(['product', 'store']) }))
  .max(SUGGESTIONS_LIMIT);

export type SearchProduct = z.infer<typeof searchProductSchema>;
export type SearchResults = z.infer<typeof searchResponseSchema>;
export type Suggestion = z.infer<typeof suggestionsResponseSchema>[number];

import { z } from 'zod';
import { orderAddressSchema } from './orders.js';

export const savedAddressSchema = orderAddressSchema
  .extend({
    _id: z.string(),
    isServiceable: z
      .boolean()
      .describe("Whether we deliver there now; the checkout shows '(Unavailable)' when not."),
  })
  .meta({ id: 'SavedAddress', description: 'A delivery address the user has ordered to.' });

export type SavedAddress = z.infer<typeof savedAddressSchema>;

import { z } from 'zod';

export const savedAddressSchema = z
  .object({
    _id: z.string(),
    fullname: z.string(),
    contact: z.string(),
    street1: z.string(),
    street2: z.string(),
    aptHouseNo: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isServiceable: z
      .boolean()
      .describe("Whether we deliver there now; the checkout shows '(Unavailable)' when not."),
  })
  .meta({ id: 'SavedAddress', description: 'A delivery address the user has ordered to.' });

export type SavedAddress = z.infer<typeof savedAddressSchema>;

import { z } from 'zod';

/** The service area's HTTP shapes: zip codes we deliver to, and the leads of the not-served form. */

export const leadSchema = z
  .object({
    _id: z.string(),
    phone: z.string().describe('E.164: +1 and 10 digits.'),
    name: z.string(),
    zipcode: z.string(),
    address: z.string(),
  })
  .meta({ id: 'Lead', description: 'SPEC §3 Lead.' });

/**
 * The not-served form. Name and phone are checked by core's validateNotServed in the service,
 * so the 400 carries its sentence; here only types and sizes.
 */
export const leadBodySchema = z.strictObject({
  name: z.string().max(120),
  phone: z.string().max(32).describe('10 digits, as the not-served form sends it.'),
  zipcode: z.string().max(10),
  address: z.string().max(300).default(''),
});

/** Joining the waitlist: the lead, and the coupon promised for when we arrive. */
export const waitlistResponseSchema = z.object({
  lead: leadSchema,
  couponDollars: z.number().describe('SPEC §9: 10.'),
  message: z.string(),
});

export type Lead = z.infer<typeof leadSchema>;
export type LeadBody = z.input<typeof leadBodySchema>;
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

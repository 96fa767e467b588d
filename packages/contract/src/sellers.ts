import { PHONE_COUNTRY_CODE } from '@marketplace/core/constants/limits';
import { validateSeller } from '@marketplace/core/validation/validate-seller';
import { z } from 'zod';
import { mutationAnswerSchema } from './store-management.js';

/**
 * The admin's sellers (SPEC §7 GET /sellers, POST /create-seller): a seller is a user whose role
 * is seller; their `sellerId` is what their stores point at.
 */

export const SELLER_NAME_MAX = 60;
export const SELLER_EMAIL_MAX = 254;

export const sellerSchema = z
  .object({
    _id: z.string().describe("The seller's user id."),
    sellerId: z.string().describe('What their stores name as sellerId.'),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('E.164: +1 and 10 digits.'),
    email: z.string(),
    storeCount: z.number().int().describe('Their stores, hidden ones included.'),
  })
  .meta({ id: 'Seller', description: 'SPEC §3 Seller, with how many stores they run.' });
export type Seller = z.infer<typeof sellerSchema>;

export const sellersSchema = z.array(sellerSchema);

/**
 * GET /api/sellers/choices (admin, data entry): who a new store can be for, by name, and nothing
 * else of them (issue #30: data entry picks the seller instead of typing an id).
 */
export const sellerChoiceSchema = z
  .object({ sellerId: z.string(), name: z.string().describe("'First Last'.") })
  .meta({ id: 'SellerChoice' });
export type SellerChoice = z.infer<typeof sellerChoiceSchema>;
export const sellerChoicesSchema = z.array(sellerChoiceSchema);

/**
 * SPEC §7 POST /create-seller `{phone, email, firstName, lastName}`, checked by core's add-seller
 * rule (SPEC §5: all four required), each sentence on its field. The phone leaves as E.164.
 */
export const createSellerBodySchema = z
  .strictObject({
    firstName: z.string().max(SELLER_NAME_MAX),
    lastName: z.string().max(SELLER_NAME_MAX),
    phone: z.string().max(32).describe('US phone: 10 digits, optionally with +1.'),
    email: z.string().max(SELLER_EMAIL_MAX),
  })
  .transform((value, context) => {
    const checked = validateSeller(value);
    if (checked.ok) {
      return { ...checked.value, phone: `${PHONE_COUNTRY_CODE}${checked.value.phone}` };
    }
    for (const [field, message] of Object.entries(checked.errors)) {
      context.addIssue({ code: 'custom', path: [field], message: message as string });
    }
    return z.NEVER;
  });
/** The body as the form holds it and the browser sends it. */
export type CreateSellerBody = z.input<typeof createSellerBodySchema>;
/** The body as the server receives it: trimmed, the phone in E.164. */
export type NewSeller = z.output<typeof createSellerBodySchema>;

export const createSellerAnswerSchema = mutationAnswerSchema.extend({
  seller: sellerSchema,
  isExistingUser: z
    .boolean()
    .describe(
      'The phone already had an account: it became a seller, keeping its names and e-mail.',
    ),
});
export type CreateSellerAnswer = z.infer<typeof createSellerAnswerSchema>;

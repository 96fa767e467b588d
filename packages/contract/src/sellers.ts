import { PHONE_COUNTRY_CODE } from '@marketplace/core/constants/limits';
import { validateSeller } from '@marketplace/core/validation/validate-seller';
import { z } from 'zod';
import { afterField, firstPageCountField, nextAfterField, pageLimitField } from './fields.js';
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

/** The longest page of GET /api/sellers, and the longest text a seller search takes. */
export const SELLERS_PAGE_MAX = 100;
export const SELLER_SEARCH_MAX = 120;

/**
 * GET /api/sellers (admin): sellers by name a page at a time (issue #32: thousands of sellers are
 * not one answer), searched on the server.
 */
export const sellersQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(SELLER_SEARCH_MAX)
    .optional()
    .describe(
      'One or two letters: the start of a first or last name; more: part of the name or e-mail (case-insensitive); 3 or more digits: found inside the phone.',
    ),
  sellerId: z
    .string()
    .max(64)
    .optional()
    .describe('Only the seller with this seller id (what a store names as sellerId).'),
  limit: pageLimitField(SELLERS_PAGE_MAX),
  after: afterField,
});
export type SellersQuery = z.input<typeof sellersQuerySchema>;

export const sellersPageSchema = z
  .object({
    sellers: z.array(sellerSchema),
    total: firstPageCountField('Sellers'),
    nextAfter: nextAfterField,
  })
  .meta({ id: 'SellersPage', description: 'A page of sellers by name.' });
export type SellersPage = z.infer<typeof sellersPageSchema>;

/**
 * GET /api/sellers/choices?q=&limit= (admin, data entry): who a new store can be for, the first
 * sellers by name matching `q`, and nothing else of them (issue #30: data entry picks the seller
 * instead of typing an id; issue #32: searched, not every seller at once).
 */
export const sellerChoiceSchema = z
  .object({ sellerId: z.string(), name: z.string().describe("'First Last'.") })
  .meta({ id: 'SellerChoice' });
export type SellerChoice = z.infer<typeof sellerChoiceSchema>;
export const sellerChoicesSchema = z.array(sellerChoiceSchema);

/** How many sellers the new-store form's picker suggests unless asked (docs/decisions/131). */
export const SELLER_CHOICES_DEFAULT = 20;

export const sellerChoicesQuerySchema = z.strictObject({
  q: sellersQuerySchema.shape.q,
  limit: z.coerce.number().int().min(1).max(SELLERS_PAGE_MAX).default(SELLER_CHOICES_DEFAULT),
});

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

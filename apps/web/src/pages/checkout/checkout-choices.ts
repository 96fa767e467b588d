import { type CheckoutAddress, checkoutAddressSchema } from '@marketplace/contract/checkout';
import { MAX_TIP_PERCENT } from '@marketplace/core/constants/limits';
import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { z } from 'zod';
import { readJson, writeRaw } from '../../lib/local-store';
import { STORAGE_KEYS } from '../../lib/storage-keys';

const tipSchema = z.number().min(0).max(MAX_TIP_PERCENT).catch(0);
const addressSchema = checkoutAddressSchema.nullable().catch(null);
const cents = z.number().int().nonnegative().nullish();
/** core's Promo, as the apply-promo answer gave it. */
const promoSchema = z.object({
  coupon: z.object({ amount_off: cents, percent_off: z.number().min(0).max(100).nullish() }),
  restrictions: z.object({ minimum_amount: cents }).nullish(),
});

/**
 * What the buyer chose at checkout, kept beside the checkout data so a reload (or a trip to the
 * payment page and back) keeps it. Each field is checked on its own: a stale or tampered one
 * falls back to its default and the rest survive. The server checks everything again at payment.
 */
const choicesSchema = z.object({
  orderType: z.enum(ORDER_TYPES).catch('delivery'),
  windowId: z.string().max(80).nullable().catch(null),
  sellerTip: tipSchema,
  driverTip: tipSchema,
  promo: z
    .object({ code: z.string().max(64), promo: promoSchema })
    .nullable()
    .catch(null),
  address: addressSchema,
  billingSame: z.boolean().catch(true),
  billing: addressSchema,
});

export type CheckoutChoices = Omit<z.output<typeof choicesSchema>, 'address' | 'billing'> & {
  address: CheckoutAddress | null;
  billing: CheckoutAddress | null;
};

export function readCheckoutChoices(): CheckoutChoices | null {
  const parsed = choicesSchema.safeParse(readJson(STORAGE_KEYS.checkoutChoices));
  if (!parsed.success) return null;
  const { address, billing } = parsed.data;
  // The schema's default fills street2, so these are whole addresses.
  return {
    ...parsed.data,
    address: address && { ...address, street2: address.street2 ?? '' },
    billing: billing && { ...billing, street2: billing.street2 ?? '' },
  };
}

export function writeCheckoutChoices(choices: CheckoutChoices): void {
  writeRaw(STORAGE_KEYS.checkoutChoices, JSON.stringify(choices));
}

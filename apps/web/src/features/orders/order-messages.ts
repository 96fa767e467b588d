import { PAYMENT_VERIFICATION_FAILED } from '@marketplace/core/constants/messages';

/**
 * SPEC §8 sentences that core's messages.ts does not carry yet; kept here, once, until they
 * move there (see docs/decisions/070).
 */
export const NO_ORDERS_FOUND = 'No orders found';
export const VERIFYING_PAYMENT = 'Verifying payment';
export const PAYMENT_VERIFICATION_FAILED_DETAIL =
  'Something went wrong. Please try again or contact our support team';
/** The whole failure sentence as SPEC §8 writes it. */
export const PAYMENT_VERIFICATION_FAILED_SENTENCE = `${PAYMENT_VERIFICATION_FAILED}! ${PAYMENT_VERIFICATION_FAILED_DETAIL}`;

/** The sentences checkout answers with; SPEC names none of them, so they are ours. */

export const SESSION_NOT_FOUND = 'Payment session not found.';
export const PAYMENT_NOT_COMPLETED = 'The payment for this checkout has not been completed.';
export const SESSION_EXPIRED_UNPAID =
  'This checkout expired before it was paid. Please check out again.';
export const PAYMENT_START_FAILED = 'We could not start the payment. Please try again.';
export const PAYMENT_CHECK_FAILED =
  'We could not check the payment with the card processor. Please try again.';
/** Never expected; the payment and the priced order disagree and a person must look. */
export const PAYMENT_AMOUNT_MISMATCH =
  'The amount paid does not match this order. Please contact support.';
/** The buyer clicked again, and the newer checkout is the one that can be paid. */
export const CHECKOUT_REPLACED = 'This checkout was replaced by a newer one you started.';
export const WEBHOOK_SIGNATURE_BAD = 'The webhook signature could not be verified.';

import { describe, expect, it } from 'vitest';
import * as m from './messages.js';

// SPEC §5 and §8 quote these sentences; the copies here pin them against accidental edits.
describe('messages quoted by SPEC', () => {
  it('are verbatim', () => {
    expect(m.STOCK_LIMIT).toBe('Cannot add more than available stock.');
    expect(m.FARMERS_MARKET_MISMATCH).toBe(
      "You can only add items from Farmer's Markets that are at the same location and open on the same day.",
    );
    expect(m.addedToCart('Latte')).toBe('Latte added to cart');
    expect(m.addedReplacingCart('Latte')).toBe(
      'Latte added to cart — previous items were removed because you can only order from one store at a time.',
    );
    expect(m.CART_EMPTY).toBe('Your cart is empty.');
    expect(m.UNDER_MINIMUM_AGE).toBe('You must be at least 18 years old to create an account.');
    expect(m.GENDER_REQUIRED).toBe('Please select your gender.');
    expect(m.WELCOME_ABOARD).toBe('Welcome Aboard!');
    expect(m.FULL_NAME_REQUIRED).toBe('Please enter your full name.');
    expect(m.CONTACT_INVALID).toBe('Contact should be exactly 10 digits.');
    expect(m.ADDRESS_INVALID).toBe('Please select a valid address.');
    expect(m.NOT_DELIVERABLE_CHECKOUT).toBe(
      "We don't deliver here. Please select another address.",
    );
    expect(m.NOT_DELIVERABLE_DIALOG).toBe(
      'We do not deliver to this area. Please select another address.',
    );
    expect(m.CUSTOMIZATIONS_REQUIRED).toBe(
      'Please select all required customizations before proceeding.',
    );
    expect(m.PROMO_INVALID).toBe('Invalid or expired promo code.');
    expect(m.promoMinimum('$25.00')).toBe('This promo requires a minimum purchase of $25.00.');
    expect(m.promoApplied('$5.00')).toBe('Promo applied! Discount: $5.00');
    expect(m.PROMO_APPLYING).toBe('Applying...');
    expect(m.PROMO_APPLIED_LABEL).toBe('Applied!');
    expect(m.NO_DELIVERY_WINDOWS).toBe('No delivery windows available right now.');
    expect(m.NO_PICKUP_WINDOWS).toBe('No pickup windows available right now.');
    expect(m.NO_SLOTS).toBe('No slots available.');
    expect(m.WINDOW_NOT_SPECIFIED).toBe('Not specified');
    expect(m.ADDRESS_NOT_AVAILABLE).toBe('Not available');
    expect([
      m.PAY_SELECT_DELIVERY_WINDOW,
      m.PAY_ADD_DELIVERY_ADDRESS,
      m.PAY_SELECT_PICKUP_WINDOW,
      m.PAY,
    ]).toEqual([
      'Select a Delivery Window',
      'Add a delivery address',
      'Select a Pickup Window',
      'Pay',
    ]);
    expect(m.UPLOAD_FILE_REQUIRED).toBe('Please select a file first.');
    expect(m.UPLOAD_FAILED).toBe('Upload failed. Please try again.');
    expect(m.SELLER_ID_MISSING).toBe('Unauthorized: No seller ID found.');
    expect(m.OTP_SEND_FAILED).toBe('Failed to send OTP');
    expect(m.SOMETHING_WENT_WRONG).toBe('Something went wrong');
    expect(m.SERVER_ERROR).toBe('Server error. Please try again later.');
    expect(m.NOTHING_HERE_YET).toBe(
      'Oops! Nothing here yet - Try another category or explore our top picks!',
    );
    expect(m.NO_RESULTS).toBe('No results found.');
    expect(m.ERROR_404).toBe('Error 404');
    expect(m.CRASH_TITLE).toBe('Oops! Something went wrong.');
    expect(m.PAYMENT_VERIFICATION_FAILED).toBe('Payment Verification Failed');
    expect(`${m.PAYMENT_VERIFICATION_FAILED}! ${m.PAYMENT_VERIFICATION_FAILED_DETAIL}`).toBe(
      'Payment Verification Failed! Something went wrong. Please try again or contact our support team',
    );
    expect(m.VERIFYING_PAYMENT).toBe('Verifying payment');
    expect(m.NO_ORDERS_FOUND).toBe('No orders found');
    expect(m.DRIVER_LOGOUT_CONFIRM).toBe(
      'Are you sure you want to log out? Your progress will be lost.',
    );
  });
});

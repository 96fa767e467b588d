/**
 * Every user-facing sentence that core returns, so apps/api, apps/web and e2e assert the same
 * strings. Those quoted in SPEC are verbatim; the few SPEC leaves unsaid are marked "ours".
 */

// Cart (SPEC §5, §8)
export const STOCK_LIMIT = 'Cannot add more than available stock.';
export const FARMERS_MARKET_MISMATCH =
  "You can only add items from Farmer's Markets that are at the same location and open on the same day.";
export const addedToCart = (productName: string) => `${productName} added to cart`;
export const addedReplacingCart = (productName: string) =>
  `${productName} added to cart — previous items were removed because you can only order from one store at a time.`;
/** Ours: SPEC only says a toast tells the item was removed. */
export const removedFromCart = (productName: string) => `${productName} removed from cart`;
export const CART_EMPTY = 'Your cart is empty.';

// Onboarding (SPEC §5)
export const UNDER_MINIMUM_AGE = 'You must be at least 18 years old to create an account.';
export const GENDER_REQUIRED = 'Please select your gender.';
export const WELCOME_ABOARD = 'Welcome Aboard!';
/** Ours. */
export const EMAIL_INVALID = 'Please enter a valid email address.';
/** Ours. */
export const FIRST_NAME_REQUIRED = 'Please enter your first name.';
/** Ours. */
export const LAST_NAME_REQUIRED = 'Please enter your last name.';
/** Ours. */
export const DOB_INVALID = 'Please enter your date of birth.';
/** Ours: the date picker's max is today, the server says why when it is not. */
export const DOB_IN_FUTURE = 'Date of birth cannot be in the future.';
/** Ours: 'other' reveals a free-text field, which then must be filled. */
export const GENDER_OTHER_REQUIRED = 'Please describe your gender.';

// Phone and OTP (SPEC §5)
/** Ours. */
export const PHONE_REQUIRED = 'Please enter your phone number.';
/** Ours. */
export const PHONE_INVALID = 'Phone number should be exactly 10 digits.';
/** Ours (issue #29): login codes go only to the numbers the marketplace serves. */
export const PHONE_NOT_SERVED = 'Login codes can only be sent to US phone numbers.';
/** Ours. */
export const OTP_INVALID = 'Please enter the 6-digit code.';
export const OTP_SEND_FAILED = 'Failed to send OTP';

// Address (SPEC §5, §8)
export const FULL_NAME_REQUIRED = 'Please enter your full name.';
export const CONTACT_INVALID = 'Contact should be exactly 10 digits.';
export const ADDRESS_INVALID = 'Please select a valid address.';
export const NOT_DELIVERABLE_CHECKOUT = "We don't deliver here. Please select another address.";
export const NOT_DELIVERABLE_DIALOG =
  'We do not deliver to this area. Please select another address.';
export const ADDRESS_UNAVAILABLE_SUFFIX = '(Unavailable)';
export const ADDRESS_NOT_AVAILABLE = 'Not available';

// Customizations (SPEC §5)
export const CUSTOMIZATIONS_REQUIRED =
  'Please select all required customizations before proceeding.';
/** Ours: the UI caps choices; the server still refuses more than stackLimit. */
export const customizationTooMany = (groupName: string, limit: number) =>
  `You can choose at most ${limit} for ${groupName}.`;
/** Ours: the UI caps length with maxlength; the server still refuses longer text. */
export const customizationTooLong = (groupName: string, limit: number) =>
  `${groupName} must be at most ${limit} characters.`;
/** Ours: a selection naming an option the product does not offer. */
export const customizationUnknown = (groupName: string) =>
  `Please choose a valid option for ${groupName}.`;

// Promo (SPEC §5); amounts are formatted by money/format-usd.
export const PROMO_INVALID = 'Invalid or expired promo code.';
export const promoMinimum = (amount: string) =>
  `This promo requires a minimum purchase of ${amount}.`;
export const promoApplied = (amount: string) => `Promo applied! Discount: ${amount}`;
export const PROMO_APPLYING = 'Applying...';
export const PROMO_APPLIED_LABEL = 'Applied!';

// Windows and checkout (SPEC §4, §8)
export const NO_DELIVERY_WINDOWS = 'No delivery windows available right now.';
export const NO_PICKUP_WINDOWS = 'No pickup windows available right now.';
export const NO_SLOTS = 'No slots available.';
export const WINDOW_NOT_SPECIFIED = 'Not specified';
export const DELIVERY_WITHIN_AN_HOUR = 'Delivery within an hour';
/** Ours: the chosen window is no longer offered when the server prices the order. */
export const WINDOW_UNAVAILABLE = 'This window is no longer available. Please choose another.';
export const PAY_SELECT_DELIVERY_WINDOW = 'Select a Delivery Window';
export const PAY_ADD_DELIVERY_ADDRESS = 'Add a delivery address';
export const PAY_SELECT_PICKUP_WINDOW = 'Select a Pickup Window';
export const PAY = 'Pay';

// Store hours (SPEC §5); both ours since SPEC only says the range is not added.
export const HOURS_RANGE_INCOMPLETE = 'Please choose both an opening and a closing time.';
export const HOURS_RANGE_ORDER = 'Closing time must be after opening time.';

// Admin and seller forms (SPEC §5); field messages are ours.
export const fieldRequired = (label: string) => `${label} is required.`;
export const PRICE_NOT_POSITIVE = 'Price must be greater than 0.';
export const STOCK_NEGATIVE = 'Stock must be a whole number of 0 or more.';
export const CATEGORY_NAME_REQUIRED = 'Category name cannot be empty.';
export const CATEGORY_INVALID = 'Please choose a store category.';
export const UPLOAD_FILE_REQUIRED = 'Please select a file first.';
export const UPLOAD_FAILED = 'Upload failed. Please try again.';
export const SELLER_ID_MISSING = 'Unauthorized: No seller ID found.';

// Not-served form (SPEC §5); ours.
export const NAME_REQUIRED = 'Please enter your name.';

// Catalogue (SPEC §8)
export const STORE_DETAILS_FAILED = 'Failed to fetch store details';
/** Shown in red on a store page. */
export const NO_PRODUCT_CATEGORIES = 'No product categories yet.';
export const NO_PRODUCTS_IN_CATEGORY = 'No products under this category';

// Generic (SPEC §7, §8)
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const SERVER_ERROR = 'Server error. Please try again later.';
/** Ours: the API refused the stored login (expired, or the account changed); SPEC names none. */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const NOTHING_HERE_YET =
  'Oops! Nothing here yet - Try another category or explore our top picks!';
export const NO_RESULTS = 'No results found.';
export const ERROR_404 = 'Error 404';
export const CRASH_TITLE = 'Oops! Something went wrong.';
export const PAYMENT_VERIFICATION_FAILED = 'Payment Verification Failed';
/** SPEC §8 writes the failure as '{PAYMENT_VERIFICATION_FAILED}! {this}', then the support phone. */
export const PAYMENT_VERIFICATION_FAILED_DETAIL =
  'Something went wrong. Please try again or contact our support team';
export const VERIFYING_PAYMENT = 'Verifying payment';
export const NO_ORDERS_FOUND = 'No orders found';
export const DRIVER_LOGOUT_CONFIRM =
  'Are you sure you want to log out? Your progress will be lost.';

// Store management (SPEC §8 toasts verbatim; the rest ours).
export const STORE_CREATED = 'Store created!';
export const STORE_UPDATED = 'Store updated!';
/** A store's pin moved by hand on its map (issue #33). */
export const STORE_PLACED = 'Store placed on the map.';
export const STORE_CLONED = 'Store cloned!';
export const STORE_CREATE_FAILED = 'Failed to create store!';
export const STORE_CLONE_FAILED = 'Failed to clone store!';
/** Ours. */
export const STORE_DELETED = 'Store deleted.';
/** Ours: a store cannot go while it still owes buyers their orders. */
export const storeHasUnfulfilledOrders = (count: number) =>
  `This store still has ${count} ${count === 1 ? 'order' : 'orders'} to fulfil. Complete or cancel ${count === 1 ? 'it' : 'them'} before deleting the store.`;
export const PRODUCT_CREATED = 'Product Created!';
/** Ours. */
export const PRODUCT_UPDATED = 'Product updated!';
/** Ours. */
export const PRODUCT_DELETED = 'Product deleted.';
export const PRODUCT_CATEGORY_CREATED = 'Product Category Created!';
export const PRODUCT_CATEGORY_UPDATED = 'Product category updated!';
/** Ours. */
export const PRODUCT_CATEGORY_DELETED = 'Product category deleted.';
export const ERROR_FETCHING_STORES = 'error fetching stores';
export const ERROR_FETCHING_PRODUCTS = 'error fetching products';
export const NO_PRODUCTS_AVAILABLE_IN_CATEGORY = 'No products available under this category';
/** Ours: a price like 4.999. */
export const PRICE_DECIMALS = 'Price can have at most 2 decimal places.';
/** Ours: a seller's form offers 7 categories (SPEC §9); a pharmacy is set up by an admin. */
export const SELLER_CATEGORY_NOT_ALLOWED = 'Only an admin can set up a Pharmacy store.';

// Sellers (SPEC §8 failure verbatim; the rest ours).
export const SELLER_CREATED = 'Seller created!';
export const SELLER_CREATE_FAILED = 'Failed to create seller!';
export const SELLER_PHONE_TAKEN = 'This phone number already belongs to a seller.';

// User management (SPEC §8 verbatim; the last admin's is ours).
export const USERS_FETCH_FAILED = 'Failed to fetch users';
export const USER_ROLE_UPDATE_FAILED = 'Failed to update user role.';
export const ROLE_CHANGES_SAVED = 'Changes saved successfully!';
export const ROLE_CHANGES_FAILED = 'Failed to save changes. Reverting to previous state.';
export const LAST_ADMIN = 'The last admin cannot be given another role.';

// Order lifecycle (docs/decisions/090); all ours, SPEC names no refusals.
export const ORDER_PAY_SYSTEM_ONLY = 'Only the payment system can mark an order paid.';
export const ORDER_ASSIGN_ADMIN_ONLY = 'Only an admin can assign a driver to an order.';
export const ORDER_PICK_UP_DRIVER_ONLY =
  "Only the order's driver or an admin can mark it picked up.";
export const ORDER_DELIVER_DRIVER_ONLY =
  "Only the order's driver or an admin can mark it delivered.";
export const ORDER_MARK_READY_STORE_ONLY =
  "Only the order's store or an admin can mark it ready for pickup.";
export const ORDER_COMPLETE_DRIVER_ONLY = "Only the order's driver or an admin can complete it.";
export const ORDER_CANCEL_ADMIN_ONLY = 'Only an admin can cancel an order.';
export const ORDER_DECLINE_STORE_ONLY = "Only the order's store can decline it.";
export const ORDER_REFUSE_DRIVER_ONLY =
  "Only the order's driver or an admin can turn it back at the door.";
export const ORDER_RETURN_DRIVER_ONLY =
  "Only the order's driver or an admin can return it to the store.";
export const ORDER_ALREADY_PAID = 'This order is already paid.';
export const ORDER_ALREADY_ASSIGNED = 'This order already has a driver; reassign it instead.';
export const ORDER_ALREADY_WITH_DRIVER = 'This order is already assigned to that driver.';
export const ORDER_ALREADY_PICKED_UP = 'This order has already been picked up.';
export const ORDER_ALREADY_DELIVERED = 'This order has already been delivered.';
export const ORDER_ALREADY_READY = 'This order is already ready for pickup.';
export const ORDER_ALREADY_COMPLETED = 'This order is already completed.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';
export const ORDER_ALREADY_RETURNING = 'This order is already on its way back to the store.';
export const ORDER_ALREADY_RETURNED = 'This order is already back at the store.';
export const ORDER_PICKUP_HAS_NO_DRIVER = 'A pickup order has no driver.';
export const ORDER_DELIVERY_NOT_PICKUP = 'Only pickup orders are made ready for pickup.';
export const ORDER_NOT_YET_ASSIGNED = 'This order has no driver yet; assign one first.';
export const ORDER_REASSIGN_AFTER_PICKUP =
  'The driver has already picked up this order, so it can no longer be reassigned.';
export const ORDER_CANCEL_TOO_LATE = 'A delivered or completed order can no longer be cancelled.';
export const ORDER_CANCELLED_FINAL = 'This order was cancelled and can no longer change.';
export const ORDER_CANCEL_REASON_REQUIRED = 'Please give a reason for cancelling the order.';
export const DRIVER_NOT_FOUND = 'Driver not found.';

// Cancelling an order and refunding it (docs/decisions/094); ours. `order` is its short id.
export const orderCancelledRefunded = (order: string, amount: string) =>
  `Order ${order} cancelled. ${amount} refunded to the buyer's card.`;
export const orderCancelledRefundPending = (order: string, amount: string) =>
  `Order ${order} cancelled. The refund of ${amount} is on its way to the buyer's card.`;
export const orderCancelledNoPayment = (order: string) =>
  `Order ${order} cancelled. It has no card payment on record, so nothing was refunded.`;
export const orderCancelledRefundFailed = (order: string, error: string) =>
  `Order ${order} was cancelled and its stock returned, but the refund failed: ${error} Try the refund again from the order's summary.`;
export const orderRefunded = (order: string, amount: string) =>
  `Refund of ${amount} for order ${order} made.`;
export const orderRefundFailed = (order: string, error: string) =>
  `The refund for order ${order} failed again: ${error}`;
export const ORDER_NO_REFUND_TO_RETRY = 'This order has no failed refund to try again.';

// Refunds after the sale (issue #35, docs/decisions/140); ours.
export const REFUND_REASON_REQUIRED = 'Please give a reason for the refund.';
export const REFUND_LINES_OR_AMOUNT = 'Choose the items to refund, or an amount, not both.';
export const REFUND_NO_CARD_PAYMENT =
  'This order has no card payment on record, so nothing can be refunded.';
export const REFUND_NOTHING_LEFT = 'Everything paid for this order has been refunded already.';
export const refundMoreThanLeft = (amount: string) =>
  `Only ${amount} is left to refund on this order.`;
export const REFUND_LINES_TAKEN =
  'Some of these items were refunded already; refresh the order and choose again.';
export const refundPending = (order: string, amount: string) =>
  `The refund of ${amount} for order ${order} is on its way to the buyer's card.`;
export const ITEMS_UNAVAILABLE_TOO_LATE =
  'Items can be marked unavailable only while the order is at the store.';
export const ITEMS_UNAVAILABLE_DRIVER_AT_PICKUP =
  'Only the driver picking the order up can mark its items unavailable.';
/** The timeline's reason and the buyer's text for lines the store lacked: '1 × Oat milk'. */
export const itemsUnavailableReason = (items: string) => `Not available at the store: ${items}.`;
export const ORDER_NOTHING_AVAILABLE = 'None of the items were available at the store.';
export const itemsMarkedUnavailable = (order: string, amount: string) =>
  `Marked unavailable on order ${order}; ${amount} is being refunded to the buyer.`;
export const orderNothingAvailable = (order: string, amount: string) =>
  `Nothing on order ${order} was available, so it is cancelled and ${amount} is being refunded to the buyer.`;
/** The same two, for an order with no card payment on record (nothing to refund). */
export const itemsMarkedUnavailableUnpaid = (order: string) =>
  `Marked unavailable on order ${order}. It has no card payment on record, so nothing is refunded.`;
export const orderNothingAvailableUnpaid = (order: string) =>
  `Nothing on order ${order} was available, so it is cancelled. It has no card payment on record, so nothing is refunded.`;
export const refundFailed = (order: string, amount: string, error: string) =>
  `The refund of ${amount} for order ${order} failed: ${error} Try it again from the order's summary.`;
export const CANCEL_ORDER_ERROR = 'Error cancelling the order. Please refresh and try again.';

// The driver's steps (docs/decisions/095); SPEC §8's alert verbatim, the refusals ours.
export const INSTRUCTION_COMPLETE_FAILED =
  'Failed to mark the instruction as complete. Please try again.';
export const STEP_OUT_OF_ORDER = 'Finish the steps before this one first.';
export const ORDER_STEPS_UNFINISHED = 'Finish every step of this order before completing it.';
export const INSTRUCTION_NOT_FOUND = 'Instruction not found.';
export const NOT_YOUR_INSTRUCTIONS = "These are another driver's instructions.";
export const PHOTO_AT_HANDOVER = 'A delivery photo goes with the hand-over, the last step.';
export const DELIVERY_PHOTO_NOT_UPLOADED =
  'Upload the delivery photo first, then complete the step.';

// The ID check at the door (docs/decisions/096); ours.
export const ID_CHECK_REQUIRED =
  'Enter the date of birth and the type of the ID to finish the check.';
export const ID_CHECK_ONLY_AT_CHECK = 'The ID details go with the ID check step only.';
export const ID_BIRTH_DATE_INVALID = 'Enter the date of birth as it is printed on the ID.';
export const ID_BIRTH_DATE_FUTURE = 'The date of birth cannot be in the future.';
export const ID_TYPE_REQUIRED = 'Choose the type of ID.';
/** The timeline's reason when an ID check refuses the hand-over. */
export const ID_CHECK_UNDER_AGE = 'Under 21 at the ID check: the order goes back to the store.';
export const idCheckPassed = (age: number) => `ID checked: ${age}, old enough. Hand it over.`;
export const idCheckFailed = (age: number) =>
  `ID checked: ${age} is under 21. Do not hand over the order; take it back to the store.`;

// Dispatch on the admin's Orders screen (SPEC §8 verbatim).
export const orderAssignedSuccess = (orderId: string) => `Order ${orderId} assigned successfully!`;
/** Ours, after SPEC's: an order moved from one driver to another. */
export const orderReassignedSuccess = (orderId: string) =>
  `Order ${orderId} reassigned successfully!`;
export const assignOrderFailed = (error: string) => `Failed to assign order: ${error}`;
export const ASSIGN_DRIVER_ERROR = 'Error assigning driver. Please refresh and try again.';
export const CUSTOMER_NOT_FOUND = 'Customer not found.';
/** `status` and `done` are the lifecycle's words: 'picked up', 'marked ready for pickup'. */
export const orderCannot = (status: string, done: string) =>
  `An order that is ${status} cannot be ${done}.`;
export const orderStatusUnknown = (status: string) =>
  `This order's status '${status}' is not one we know, so it cannot change.`;

// Customization groups in the product editor; ours.
export const CUSTOMIZATION_GROUP_NAME_REQUIRED = 'Every customization group needs a name.';
export const customizationGroupDuplicate = (name: string) =>
  `There are two customization groups named ${name}.`;
export const customizationGroupNeedsOptions = (name: string) =>
  `${name} needs at least one option.`;
export const customizationGroupTextHasOptions = (name: string) =>
  `${name} takes typed text, so it cannot have options.`;
export const customizationGroupOneTextKind = (name: string) =>
  `${name} can be a one-line text or a text area, not both.`;
export const customizationOptionTitleRequired = (name: string) =>
  `Every option of ${name} needs a title.`;
export const customizationOptionDuplicate = (name: string, title: string) =>
  `${name} has two options named ${title}.`;
export const customizationOptionPrice = (name: string, title: string) =>
  `The price of ${title} in ${name} must be 0 or more.`;
export const customizationGroupStackLimit = (name: string, options: number) =>
  `The choice limit of ${name} must be between 1 and ${options}.`;

/** Ours: who uploads which images (access.ts grants them). */
export const DRIVERS_UPLOAD_DELIVERY_ONLY = 'Drivers upload only delivery photos.';
export const DELIVERY_PHOTOS_DRIVERS_ONLY = 'Delivery photos are uploaded by drivers.';

/** Ours: an admin ended every login of a user (docs/decisions/121). */
export const sessionsEnded = (count: number) =>
  count === 0
    ? 'This user was not logged in anywhere.'
    : `Logged out on ${count} ${count === 1 ? 'device' : 'devices'}.`;

/** Ours: completing a 21+ pickup order at the counter (docs/decisions/096, issue #29). */
export const PICKUP_UNDER_AGE =
  'Under 21 at the ID check: do not hand over the order. Cancel it to refund the buyer.';
export const ID_CHECK_NOT_NEEDED = 'Nothing on this order needs an ID check.';

/** Ours: an order without a hand-over photo, or one whose file is gone. */
export const NO_DELIVERY_PHOTO = 'This order has no delivery photo.';

/** Ours: the order history's days the wrong way round (issue #30). */
export const ORDER_HISTORY_DATES_REVERSED = 'Pick a To day on or after the From day.';

/** Ours: the Orders screen's search (issue #30). */
export const ORDER_SEARCH_HINT = 'An order number (8 letters and digits) or a phone number.';
export const ORDER_SEARCH_REFUSED =
  'Search by an order number (8 letters and digits) or by at least 4 digits of a phone number.';

// Store review (issue #31, docs/decisions/126).
export const STORE_SENT_FOR_REVIEW = 'Sent for review. We will text you when it is live.';
export const STORE_ALREADY_WAITING = 'This store is already waiting for review.';
export const STORE_ALREADY_APPROVED = 'This store has been approved: you can show it to buyers.';
export const STORE_IS_LIVE = 'This store is already live.';
export const STORE_NEEDS_A_PRODUCT =
  'Add at least one product before you send the store for review.';
export const STORE_NOT_WAITING = 'This store is not waiting for review.';
export const STORE_GOES_LIVE_AFTER_REVIEW =
  'A new store goes live once our team has reviewed it. Send it for review from its page.';
export const STORE_APPROVED = 'Store approved: buyers can find it now.';
export const STORE_SENT_BACK = 'Store sent back to its seller.';
export const REVIEW_NOTE_REQUIRED = 'Say what the seller should change.';

// Sold out and back in stock (issue #31).
export const MARKED_SOLD_OUT = 'Marked sold out.';
export const BACK_IN_STOCK = 'Back in stock.';
export const BACK_IN_STOCK_NEEDS_COUNT = 'Say how many are in stock.';

// Pauses and special dates (issue #31).
export const NEW_ORDERS_PAUSED = 'New orders paused.';
export const NEW_ORDERS_RESUMED = 'Taking new orders again.';
export const SPECIAL_DATES_SAVED = 'Special dates saved.';

// A store acknowledges a new order (issue #31).
export const ORDER_ALREADY_ACKNOWLEDGED = 'This order is already acknowledged.';
export const ORDER_NOT_NEW = 'Only a new order can be acknowledged.';
export const PREP_MINUTES_RANGE = 'Prep time is 5 to 240 minutes.';
export const orderDeclined = (order: string) =>
  `Order ${order} declined. The buyer is told why and refunded.`;

// Store statements (issue #35, docs/decisions/141); ours.
export const statementDayInvalid = (field: 'from' | 'to') =>
  `"${field}" must be a day of the calendar written YYYY-MM-DD.`;
export const STATEMENT_DATES_REVERSED = ORDER_HISTORY_DATES_REVERSED;
export const statementPeriodTooLong = (maxDays: number) =>
  `A statement covers at most ${maxDays} days; pick a shorter period.`;
export const STATEMENT_EMPTY = 'No sales in this period.';

// Reconciliation (issue #35, docs/decisions/142); ours. What the sweep found, as the admin reads it.
export const RECONCILIATION_NOTHING =
  'Nothing to reconcile: every refund is settled and every payment has its order.';
/** The reason recorded on a refund the provider holds as failed (it gives none of its own). */
export const REFUND_FAILED_AT_PROVIDER = 'The payment provider reports that this refund failed.';
export const reconciledRefundFound = (order: string, amount: string) =>
  `The refund of ${amount} for order ${order} was made by the payment provider, but its answer never reached us. It is recorded now.`;
export const reconciledRefundMade = (order: string, amount: string) =>
  `The refund of ${amount} for order ${order} never reached the payment provider. It was asked for again and made.`;
export const reconciledRefundFailed = (order: string, amount: string, error: string) =>
  `The refund of ${amount} for order ${order} was left waiting and the payment provider did not make it: ${error} Try it again from the order's summary, or reach the buyer.`;
export const reconciledPaymentRecorded = (order: string, amount: string) =>
  `A payment of ${amount} had no order: its confirmation never reached us. Order ${order} is recorded now.`;
export const reconciledPaymentUnknown = (amount: string, payment: string) =>
  `A payment of ${amount} (${payment}) matches no checkout of ours, so no order was recorded. Find out at the payment provider whose it is, and refund it there if nothing is owed.`;
export const reconciledPaymentAmountDiffers = (amount: string, priced: string, payment: string) =>
  `A payment of ${amount} (${payment}) is not the ${priced} its checkout was priced at, so no order was recorded. Check it at the payment provider: refund it, or take the order by phone.`;
export const reconciliationRan = (fixed: number, needPerson: number) =>
  fixed + needPerson === 0
    ? 'Nothing new to reconcile.'
    : `Reconciled: ${fixed} fixed, ${needPerson} ${needPerson === 1 ? 'needs' : 'need'} a person.`;
export const RECONCILIATION_PROVIDER_DOWN =
  'The payment provider could not be reached, so some of it waits for the next pass, in a minute.';
export const FINDING_NOT_FOUND = 'This reconciliation finding does not exist.';
export const FINDING_NEEDS_NO_PERSON =
  'This was fixed by the sweep: there is nothing to mark handled.';
export const FINDING_ALREADY_HANDLED = 'This was marked handled already.';
export const FINDING_HANDLED = 'Marked handled.';

/**
 * A seller's store goes live through review (issue #31, docs/decisions/126): the seller sends
 * it, staff approve it (it is shown to buyers at once) or send it back with a reason. Once
 * approved, its seller hides and shows it as they like.
 */
export const STORE_REVIEW_STATUSES = ['waiting', 'sent_back', 'approved'] as const;
export type StoreReviewStatus = (typeof STORE_REVIEW_STATUSES)[number];

/** A store's review: null for a store never sent (or set up by staff and never shown). */
export type StoreReview = {
  status: StoreReviewStatus;
  /** Why it was sent back, as staff wrote it. */
  note: string | null;
  /** When the seller sent it (ISO 8601). */
  requestedAt: string | null;
} | null;

/** What a seller can do about their store's visibility, with the store as it is. */
export type SellerVisibilityAction = 'send' | 'waiting' | 'hide' | 'show';

export function sellerVisibilityAction(store: {
  isHidden: boolean;
  review: StoreReview;
}): SellerVisibilityAction {
  if (!store.isHidden) return 'hide';
  if (store.review?.status === 'approved') return 'show';
  if (store.review?.status === 'waiting') return 'waiting';
  return 'send';
}

/** The longest reason staff may give for sending a store back. */
export const REVIEW_NOTE_MAX = 500;

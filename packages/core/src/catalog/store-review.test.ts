import { describe, expect, it } from 'vitest';
import { sellerVisibilityAction } from './store-review.js';

describe('sellerVisibilityAction', () => {
  const review = (status: 'waiting' | 'sent_back' | 'approved') => ({
    status,
    note: null,
    requestedAt: null,
  });

  it('sends a store never reviewed, or sent back, for review', () => {
    expect(sellerVisibilityAction({ isHidden: true, review: null })).toBe('send');
    expect(sellerVisibilityAction({ isHidden: true, review: review('sent_back') })).toBe('send');
  });

  it('waits while staff review it', () => {
    expect(sellerVisibilityAction({ isHidden: true, review: review('waiting') })).toBe('waiting');
  });

  it('hides a live store at any time, and shows an approved one again', () => {
    expect(sellerVisibilityAction({ isHidden: false, review: review('approved') })).toBe('hide');
    expect(sellerVisibilityAction({ isHidden: false, review: null })).toBe('hide');
    expect(sellerVisibilityAction({ isHidden: true, review: review('approved') })).toBe('show');
  });
});

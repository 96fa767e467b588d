import { describe, expect, it } from 'vitest';
import { recommendedStores } from './recommended-stores.js';

describe('recommendedStores', () => {
  it('leaves out the current store and hidden stores', () => {
    const stores = [
      { _id: 'a', isHidden: false },
      { _id: 'b', isHidden: true },
      { _id: 'c' },
      { _id: 'd', isHidden: null },
    ];
    expect(recommendedStores(stores, 'a').map((s) => s._id)).toEqual(['c', 'd']);
  });
});

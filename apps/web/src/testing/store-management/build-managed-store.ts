import type { ManagedStore } from '@marketplace/contract/store-management';
import { buildStore } from '../factories';

/** A store as store management receives it (hidden ones too, with its product count). */
export function buildManagedStore(overrides: Partial<ManagedStore> = {}): ManagedStore {
  return {
    ...buildStore(overrides),
    productCount: 3,
    review: null,
    prepMinutes: 20,
    // buildStore's coordinates were placed by hand.
    coordinatesPrecision: 'address',
    ...overrides,
  };
}

import type { ManagedProduct } from '@marketplace/contract/store-management';
import { buildProduct } from '../factories';

/** A product as store management receives it (hidden ones too, with the flag). */
export function buildManagedProduct(overrides: Partial<ManagedProduct> = {}): ManagedProduct {
  return { ...buildProduct(overrides), isHidden: false, restock: null, ...overrides };
}

import type { ManagedStore } from '@marketplace/contract/store-management';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { managedStoresQueryOptions } from './api/get-managed-stores';
import { sellerStoresQueryOptions } from './api/get-seller-stores';

/**
 * Who manages stores on the screen (issue #31: one store management for every role that has
 * one). Staff see every store; a seller sees and changes their own, as the API's ownership
 * rules allow, and publishes through review instead of a visibility switch.
 */
export type StoreScope =
  | {
      kind: 'staff';
      /** Admins see a store's history; data entry opens the screen without admin rights. */
      canSeeHistory: boolean;
      /**
       * The name of the seller the list is filtered to, for its chip; without it, the seller
       * id. Only admins may list sellers, so their page looks the name up.
       */
      sellerLabel?: string;
    }
  | { kind: 'seller'; sellerId: string };

/** The stores the scope manages: every store for staff, the seller's own for a seller. */
export function useStoresInScope(scope: StoreScope): UseQueryResult<ManagedStore[]> {
  const staff = useQuery({ ...managedStoresQueryOptions(), enabled: scope.kind === 'staff' });
  const seller = useQuery({
    ...sellerStoresQueryOptions(scope.kind === 'seller' ? scope.sellerId : ''),
    enabled: scope.kind === 'seller',
  });
  return scope.kind === 'seller' ? seller : staff;
}

export const canSeeHistory = (scope: StoreScope) => scope.kind === 'staff' && scope.canSeeHistory;

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { categoryProductsQueryOptions } from '../../api/get-category-products';
import { productCategoriesQueryOptions } from '../../api/get-product-categories';
import { storeQueryOptions } from '../../api/get-store';
import { readCart, readCartStore, writeCart } from './cart-storage';
import { type CartCheckChange, recheckCart, type StoreCatalogue } from './recheck-cart';

export type CartRecheck = (
  | { status: 'checking' }
  | { status: 'done'; changes: CartCheckChange[] }
  | { status: 'error' }
) & { retry: () => void };

type State =
  | { status: 'checking' }
  | { status: 'done'; changes: CartCheckChange[] }
  | { status: 'error' };

/**
 * The catalogue of one store as the server shows it now. There is no batch endpoint, so this
 * reads the store, its product categories and each category's visible products (docs/decisions/062).
 * A missing or hidden store (404) is `null`: its items can no longer be ordered.
 */
async function storeCatalogue(
  queryClient: ReturnType<typeof useQueryClient>,
  storeId: string,
): Promise<StoreCatalogue> {
  const fresh = { staleTime: 0 } as const;
  try {
    await queryClient.fetchQuery({ ...storeQueryOptions(storeId), ...fresh });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const categories = await queryClient.fetchQuery({
    ...productCategoriesQueryOptions(storeId),
    ...fresh,
  });
  const lists = await Promise.all(
    categories.map((category) =>
      queryClient.fetchQuery({ ...categoryProductsQueryOptions(category._id), ...fresh }),
    ),
  );
  return { products: lists.flat() };
}

/**
 * SPEC §2 cart: when the cart page opens, every item is checked against the server (price,
 * stock, visibility). Changes are applied to the stored cart and returned for the page to show,
 * so nothing is charged that the buyer did not see.
 */
export function useCartRecheck(): CartRecheck {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger.
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'checking' });
    const storeIds = [...new Set(readCart().map((line) => line.storeId))];
    if (storeIds.length === 0) {
      setState({ status: 'done', changes: [] });
      return;
    }
    Promise.all(storeIds.map((id) => storeCatalogue(queryClient, id).then((c) => [id, c] as const)))
      .then((entries) => {
        if (cancelled) return;
        // Read again: the buyer may have changed the cart while the check ran.
        const cart = readCart();
        const result = recheckCart(cart, new Map(entries));
        if (JSON.stringify(result.cart) !== JSON.stringify(cart)) {
          writeCart(result.cart, readCartStore(cart));
        }
        setState({ status: 'done', changes: result.changes });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

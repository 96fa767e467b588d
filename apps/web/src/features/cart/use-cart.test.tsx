import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildStore } from '../../testing/factories';
import { addProduct } from './cart-actions';
import { useCart } from './use-cart';
import { useCartCount } from './use-cart-count';

describe('cart store', () => {
  it('persists every change under `cart` and counts the sum of quantities', () => {
    const store = buildStore({ _id: 'store-1' });
    const { result } = renderHook(() => ({ cart: useCart(), count: useCartCount() }));
    expect(result.current.count).toBe(0);
    act(() => {
      addProduct({ product: buildProduct({ _id: 'a', storeId: 'store-1' }), store });
      addProduct({ product: buildProduct({ _id: 'a', storeId: 'store-1' }), store });
      addProduct({ product: buildProduct({ _id: 'b', storeId: 'store-1' }), store });
    });
    expect(result.current.count).toBe(3);
    expect(result.current.cart.store?._id).toBe('store-1');
    const stored = JSON.parse(window.localStorage.getItem('cart') ?? '[]');
    expect(stored.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
  });

  it('follows a change made in another tab (the storage event)', () => {
    const { result } = renderHook(() => useCartCount());
    const line = {
      productId: 'p',
      name: 'Tacos',
      price: 1200,
      quantity: 4,
      storeId: 's',
      stock: 10,
      customizations: [],
    };
    act(() => {
      window.localStorage.setItem('cart', JSON.stringify([line]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current).toBe(4);
    act(() => {
      window.localStorage.removeItem('cart');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current).toBe(0);
  });

  it('treats an unreadable cart as empty', () => {
    window.localStorage.setItem('cart', '{not json');
    const { result } = renderHook(() => useCart());
    expect(result.current.items).toEqual([]);
  });
});

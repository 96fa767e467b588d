import {
  BACK_IN_STOCK,
  BACK_IN_STOCK_NEEDS_COUNT,
  MARKED_SOLD_OUT,
} from '@marketplace/core/constants/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app.js';
import {
  STORE_CALLERS,
  STORE_KEEPERS,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';

// Issue #31: sold out and back in stock, one tap each.
const ctx = await createTestApp();

async function productOnSale(stock = 7) {
  const seller = await ctx.newUser({ role: 'seller' });
  const store = await ctx.newStore({ sellerId: seller.sellerId! });
  const category = await ctx.newProductCategory({ storeId: store.id });
  const product = await ctx.newProduct({
    storeId: store.id,
    productCategoryId: category.id,
    stock,
  });
  return { seller, store, category, product, headers: await ctx.login(seller) };
}

const soldOut = (
  productId: string,
  headers: Record<string, string>,
  payload: { storeId: string; soldOut: boolean; stock?: number },
) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/product/${productId}/sold-out`, headers, payload });

const publicStock = async (categoryId: string, productId: string) => {
  const answer = (
    await ctx.app.inject({ method: 'GET', url: `/api/product-category/${categoryId}/products` })
  ).json();
  const list = Array.isArray(answer) ? answer : answer.products;
  return list.find((product: { _id: string }) => product._id === productId)?.stock;
};

describe('sold out and back in stock', () => {
  it('sells out at once for buyers, and comes back with the stock it had', async () => {
    const { store, category, product, headers } = await productOnSale(7);
    const out = await soldOut(product.id, headers, { storeId: store.id, soldOut: true });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(MARKED_SOLD_OUT);
    expect(out.json().product).toMatchObject({ stock: 0, restock: 7 });
    expect(await publicStock(category.id, product.id)).toBe(0);

    const back = await soldOut(product.id, headers, { storeId: store.id, soldOut: false });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe(BACK_IN_STOCK);
    expect(back.json().product).toMatchObject({ stock: 7, restock: null });
    expect(await publicStock(category.id, product.id)).toBe(7);
  });

  it('asks how many when it does not know, and takes a count when given', async () => {
    const { store, product, headers } = await productOnSale(0);
    const unknown = await soldOut(product.id, headers, { storeId: store.id, soldOut: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: BACK_IN_STOCK_NEEDS_COUNT, code: 'VALIDATION_FAILED' });
    const counted = await soldOut(product.id, headers, {
      storeId: store.id,
      soldOut: false,
      stock: 12,
    });
    expect(counted.json().product).toMatchObject({ stock: 12, restock: null });
  });

  it('forgets the kept stock once the stock is set by hand', async () => {
    const { store, category, product, headers } = await productOnSale(5);
    await soldOut(product.id, headers, { storeId: store.id, soldOut: true });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update-product/${product.id}`,
      headers,
      payload: { storeId: store.id, productCategoryId: category.id, updateData: { stock: 3 } },
    });
    expect(edited.json().product).toMatchObject({ stock: 3, restock: null });
  });

  for (const caller of STORE_CALLERS) {
    const allowed = STORE_KEEPERS.includes(caller);
    it(`answers ${allowed ? 200 : storeCallerRefusal(caller).status} to ${caller}`, async () => {
      const store = await ctx.newStore({ sellerId: crypto.randomUUID() });
      const category = await ctx.newProductCategory({ storeId: store.id });
      const product = await ctx.newProduct({ storeId: store.id, productCategoryId: category.id });
      const response = await soldOut(product.id, await storeCallerHeaders(ctx, caller, store), {
        storeId: store.id,
        soldOut: true,
      });
      if (allowed) {
        expect(response.statusCode).toBe(200);
        return;
      }
      const refusal = storeCallerRefusal(caller);
      expect(response.statusCode).toBe(refusal.status);
      expect(response.json()).toEqual(refusal.body);
      expect(await publicStock(category.id, product.id)).toBe(10);
    });
  }
});

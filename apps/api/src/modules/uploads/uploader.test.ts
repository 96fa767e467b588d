import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/create-test-app.js';
import { TINY_PNG } from '../../test/images.js';
import type { UserRecord } from '../users/service.js';

// Issue #29, finding 9 (docs/decisions/122): an upload's key names its uploader, and a seller
// saves only their own uploads (or photos already on what they edit); staff may use any.
const ctx = await createTestApp();

/** A product photo the user uploads, as the store form does. */
async function uploadPhoto(user: UserRecord): Promise<string> {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/s3/get-upload-url',
    headers: await ctx.login(user),
    payload: {
      fileName: 'shelf.png',
      fileType: 'image/png',
      folderName: 'Product',
      fileSize: TINY_PNG.length,
    },
  });
  expect(asked.statusCode).toBe(200);
  const upload = asked.json();
  expect(upload.key.startsWith(`Product/${user.id}_`)).toBe(true);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: upload.url,
    headers: upload.headers,
    payload: TINY_PNG,
  });
  expect(put.statusCode).toBe(204);
  return upload.publicUrl;
}

/** A seller with a store and a category in it. */
async function sellerWithStore() {
  const seller = await ctx.newUser({ role: 'seller' });
  const store = await ctx.newStore({ sellerId: seller.sellerId! });
  const category = await ctx.newProductCategory({ storeId: store.id });
  return { seller, store, category };
}

const createProduct = async (who: UserRecord | 'admin', categoryId: string, images: string[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/product/create',
    headers: await ctx.login(who),
    payload: {
      productCategoryId: categoryId,
      productData: {
        name: `Pothos ${Math.random().toString(36).slice(2, 8)}`,
        description: 'A trailing houseplant in a 6-inch pot.',
        price: 18,
        stock: 4,
        images,
      },
    },
  });

const someoneElses = (url: string) =>
  `The image ${url} was uploaded by someone else. Please upload your own.`;

describe('whose uploads a seller may save', () => {
  it("refuses another seller's upload on a seller's product, takes their own, and staff may use any", async () => {
    const mine = await sellerWithStore();
    const theirs = await sellerWithStore();
    const theirPhoto = await uploadPhoto(theirs.seller);

    const refused = await createProduct(mine.seller, mine.category.id, [theirPhoto]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(someoneElses(theirPhoto));

    const own = await createProduct(mine.seller, mine.category.id, [
      await uploadPhoto(mine.seller),
    ]);
    expect(own.statusCode).toBe(200);
    const byStaff = await createProduct('admin', mine.category.id, [theirPhoto]);
    expect(byStaff.statusCode).toBe(200);
  });

  it('lets a seller keep a photo staff put on their product while changing something else', async () => {
    const mine = await sellerWithStore();
    const staffPhoto = await uploadPhoto(await ctx.newUser({ role: 'dataentry' }));
    const created = await createProduct('admin', mine.category.id, [staffPhoto]);
    const product = created.json().product ?? created.json();
    const productId = product._id as string;

    const update = (images: string[]) =>
      ctx.login(mine.seller).then((headers) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/update-product/${productId}`,
          headers,
          payload: {
            storeId: mine.store.id,
            productCategoryId: mine.category.id,
            updateData: { price: 19, images },
          },
        }),
      );
    const kept = await update([staffPhoto]);
    expect(kept.statusCode).toBe(200);
    const another = await uploadPhoto(await ctx.newUser({ role: 'seller' }));
    const added = await update([staffPhoto, another]);
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toBe(someoneElses(another));
  });
});

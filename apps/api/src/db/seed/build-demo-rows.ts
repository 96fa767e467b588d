import { randomUUID } from 'node:crypto';
import type { productCategories, products, stores } from '../schema/catalog.js';
import type { userAddresses } from '../schema/users.js';
import { DEMO_STORES } from './catalog.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { demoUserRows, SECOND_SELLER } from './demo-users.js';
import { productImagePath, storeImagePath } from './images.js';
import { BUYER_HOME, pastOrderRows, productKey } from './past-orders.js';
import { DEMO_PROMO_CODES } from './promo-codes.js';
import { serviceZipcodeRows } from './service-area.js';

function demoUser(rows: ReturnType<typeof demoUserRows>, phone: string) {
  const user = rows.find((row) => row.phone === phone);
  if (!user) throw new Error(`No demo user ${phone}`);
  return user;
}

function roleId(id: string | null | undefined, what: string): string {
  if (!id) throw new Error(`The demo ${what} has no role id`);
  return id;
}

/**
 * Every row of the demo data, ready for bulk inserts. Ids are generated here, not by the
 * database, so children can point at parents without a round trip per row.
 */
export function buildDemoRows(now: Date) {
  const users = demoUserRows();
  const byRole = (role: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role);
    if (!account) throw new Error(`No demo account for ${role}`);
    return demoUser(users, account.phone);
  };
  const buyer = byRole('buyer');
  const sellerIds = {
    demo: roleId(byRole('seller').sellerId, 'seller'),
    second: roleId(demoUser(users, SECOND_SELLER.phone).sellerId, 'second seller'),
  };

  const storeRows: (typeof stores.$inferInsert)[] = [];
  const categoryRows: (typeof productCategories.$inferInsert)[] = [];
  const productRows: (typeof products.$inferInsert)[] = [];
  const storeIds = new Map<string, { id: string; sellerId: string }>();
  const productIds = new Map<string, string>();

  for (const store of DEMO_STORES) {
    const storeId = randomUUID();
    const sellerId = sellerIds[store.owner];
    storeIds.set(store.slug, { id: storeId, sellerId });
    storeRows.push({
      id: storeId,
      name: store.name,
      category: store.category,
      contact: store.contact,
      image: storeImagePath(store),
      sellerId,
      isHidden: store.isHidden ?? false,
      // The demo's visible stores were approved, as a live store is (docs/decisions/126).
      reviewStatus: store.isHidden ? null : 'approved',
      ...store.address,
      latitude: store.latitude,
      longitude: store.longitude,
      // Real Pasadena addresses, placed by hand.
      coordinatesPrecision: 'address',
      storeHours: store.storeHours,
      timezone: 'America/Los_Angeles',
    });
    store.productCategories.forEach((category, position) => {
      const categoryId = randomUUID();
      categoryRows.push({
        id: categoryId,
        storeId,
        name: category.name,
        icon: category.icon,
        position,
      });
      for (const product of category.products) {
        const productId = randomUUID();
        productIds.set(productKey(store.slug, product.name), productId);
        productRows.push({
          id: productId,
          storeId,
          productCategoryId: categoryId,
          name: product.name,
          description: product.description,
          priceCents: product.priceCents,
          stock: product.stock,
          images: [productImagePath(store, product)],
          needsAgeVerification: product.needsAgeVerification ?? false,
          isTaxable: product.isTaxable ?? true,
          isHidden: product.isHidden ?? false,
          customizations: product.customizations ?? [],
        });
      }
    });
  }

  const history = pastOrderRows({
    now,
    buyer: { ...buyer, buyerId: roleId(buyer.buyerId, 'buyer') },
    driverId: roleId(byRole('driver').driverId, 'driver'),
    adminUserId: byRole('admin').id,
    driverUserId: byRole('driver').id,
    stores: storeIds,
    productIds,
  });

  const buyerAddress: typeof userAddresses.$inferInsert = {
    userId: buyer.id,
    fullname: `${buyer.firstName} ${buyer.lastName}`,
    contact: buyer.phone.replace(/^\+1/, ''),
    ...BUYER_HOME,
    latitude: String(BUYER_HOME.latitude),
    longitude: String(BUYER_HOME.longitude),
  };

  return {
    users,
    userAddresses: [buyerAddress],
    stores: storeRows,
    productCategories: categoryRows,
    products: productRows,
    orders: history.orders,
    driverInstructions: history.driverInstructions,
    orderEvents: history.orderEvents,
    paymentSessions: history.paymentSessions,
    promoCodes: DEMO_PROMO_CODES,
    serviceZipcodes: serviceZipcodeRows(),
  };
}

import type { Product, ProductCategory, Store } from '@marketplace/contract/catalog';
import type { User } from '@marketplace/contract/users';
import type { Role } from '@marketplace/core/constants/roles';

let sequence = 0;

/** A user as the API returns it, unique per call; override any field. */
export function buildUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const role: Role = overrides.role ?? 'buyer';
  const id = `user-${sequence}`;
  return {
    _id: id,
    firstName: 'Maya',
    lastName: 'Alvarez',
    email: `maya${sequence}@example.com`,
    phone: '+16265550101',
    dob: '1990-04-02',
    gender: 'female',
    role,
    buyerId: role === 'buyer' ? `buyer-${sequence}` : null,
    sellerId: role === 'seller' ? `seller-${sequence}` : null,
    driverId: role === 'driver' ? `driver-${sequence}` : null,
    adminId: role === 'admin' ? `admin-${sequence}` : null,
    dataentryId: role === 'dataentry' ? `dataentry-${sequence}` : null,
    ...overrides,
  };
}

/** Stores a session the way login does (user JSON + raw token); returns the user. */
export function storeSession(overrides: Partial<User> = {}): User {
  const user = buildUser(overrides);
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('token', `token-for-${user._id}`);
  return user;
}

export function storeCart(quantities: number[]): void {
  window.localStorage.setItem(
    'cart',
    JSON.stringify(
      quantities.map((quantity, index) => ({
        productId: `product-${index}`,
        name: `Product ${index}`,
        price: 450,
        quantity,
        storeId: 'store-1',
        stock: 20,
        customizations: [],
      })),
    ),
  );
}

const week = (from: string, to: string) => ({
  MON: [{ from, to }],
  TUE: [{ from, to }],
  WED: [{ from, to }],
  THURS: [{ from, to }],
  FRI: [{ from, to }],
  SAT: [{ from, to }],
  SUN: [{ from, to }],
});

/** A visible store as the catalogue returns it, unique per call; override any field. */
export function buildStore(overrides: Partial<Store> = {}): Store {
  sequence += 1;
  return {
    _id: `store-${sequence}`,
    name: `Store ${sequence}`,
    category: 'Restaurants',
    contact: '6265550131',
    image: `/images/stores/store-${sequence}.webp`,
    sellerId: 'seller-1',
    isHidden: false,
    address: {
      street1: '1390',
      street2: 'N Lake Ave',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91104',
    },
    storeHours: week('08:00', '20:00'),
    timezone: 'America/Los_Angeles',
    latitude: 34.16,
    longitude: -118.13,
    pausedUntil: null,
    dateOverrides: [],
    ...overrides,
  };
}

export function buildProductCategory(overrides: Partial<ProductCategory> = {}): ProductCategory {
  sequence += 1;
  return {
    _id: `category-${sequence}`,
    name: `Category ${sequence}`,
    icon: '🌮',
    storeId: 'store-1',
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    _id: `product-${sequence}`,
    name: `Product ${sequence}`,
    description: 'Three corn tortillas with your choice of protein, onion and cilantro.',
    price: 12.5,
    stock: 20,
    images: [`/images/products/product-${sequence}.webp`],
    image: `/images/products/product-${sequence}.webp`,
    needsAgeVerification: false,
    isTaxable: true,
    storeId: 'store-1',
    productCategoryId: 'category-1',
    customizations: [],
    ...overrides,
  };
}

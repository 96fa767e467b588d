import type { Role } from '@marketplace/core/constants/roles';
import type { User } from '../api/types';

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
        price: 4.5,
        quantity,
        storeId: 'store-1',
        stock: 20,
        customizations: [],
      })),
    ),
  );
}

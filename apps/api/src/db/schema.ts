// The whole schema, for drizzle's relational queries and for drizzle-kit.
export * from './schema/auth.js';
export * from './schema/catalog.js';
export * from './schema/checkout.js';
export * from './schema/notifications.js';
export * from './schema/orders.js';
export * from './schema/push.js';
export * from './schema/reconciliation.js';
export * from './schema/refunds.js';
export * from './schema/service-area.js';
export * from './schema/shifts.js';
export * from './schema/users.js';

/** Drizzle schema (docs/architecture.md §Data), one file a part of the shop under schema/. Every id
 * is a UUID; money is qəpik. Everything imports the tables from here; drizzle-kit reads this file. */
export * from './schema/products.ts';
export * from './schema/catalog-derived.ts';
export * from './schema/files.ts';
export * from './schema/content.ts';
export * from './schema/accounts.ts';
export * from './schema/orders.ts';
export * from './schema/operations.ts';
export * from './schema/stock-imports.ts';
export * from './schema/order-keys.ts';
export * from './schema/trade.ts';
export * from './schema/staff.ts';
export * from './schema/invoices.ts';
export * from './schema/payments.ts';
export * from './schema/trade-lists.ts';
export * from './schema/running.ts';
export * from './schema/batches.ts';

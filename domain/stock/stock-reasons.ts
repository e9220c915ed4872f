/** Why a quantity changed: the stock ledger's reasons (server/db/schema.ts checks them). */
export const STOCK_REASONS = [
  'order',
  'cancel',
  'correction',
  'import',
  'delete',
  'receipt',
  'write_off',
  'batch_swap',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

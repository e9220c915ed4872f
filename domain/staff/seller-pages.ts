/** Each seller page (its path under /seller, as in app/routes.ts) and the permission its loader
 * checks; the sidebar shows only the pages a role may open. A new seller page gets one line here,
 * and tests/api/staff/staff-matrix.test.ts fails for a page in app/routes.ts without one. */
import { can, type Permission, type Role } from './permissions.ts';

export const SELLER_PAGES = {
  '': 'catalog.write', // the index: add a product
  overview: 'overview.read',
  'product-list': 'catalog.read',
  'editproduct/:id': 'catalog.read', // the warehouse corrects stock here; saving the product needs catalog.write
  'family-choices': 'catalog.write',
  import: 'catalog.import',
  receipts: 'stock.receive', // goods in (issue 41)
  recall: 'batches.recall', // a batch's recall (issue 41)
  'add-news': 'news.write',
  list: 'news.write',
  'editnews/:id': 'news.write',
  orders: 'orders.read',
  'orders/:id': 'orders.read',
  users: 'customers.read',
  companies: 'companies.read', // trade customers (issue 33)
  'companies/:id': 'companies.read',
  groups: 'companies.read',
  payments: 'payments.read', // what is overdue (issue 34)
  accounting: 'invoices.export', // the accountant's export (issue 34 item 6)
  delivery: 'settings.write',
  settings: 'settings.write',
  audit: 'audit.read',
  staff: 'staff.manage',
  account: 'account.self',
} as const satisfies Record<string, Permission>;

export type SellerPage = keyof typeof SELLER_PAGES;

/** The first page a role may open, where its sign-in lands. */
export const HOME_ORDER: SellerPage[] = ['overview', 'orders', 'product-list', 'list', 'settings'];

export function homeOf(role: Role): `/seller/${string}` {
  const page = HOME_ORDER.find((p) => can(role, SELLER_PAGES[p])) ?? 'overview';
  return `/seller/${page}`;
}

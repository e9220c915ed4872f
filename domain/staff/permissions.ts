/** The seller's staff: their roles and what each may do (issue 35, DESIGN.md §3, decision 0096).
 * Every permission is named once here, with the roles that hold it; the server checks it on
 * every API call (`requirePermission` in server/auth/guards.ts), every seller page's loader
 * (`staffServices` in app/lib/seller-access.server.ts) and the panel shows only what a role may
 * use (SELLER_PAGES below). A new seller route declares one of these in one line. */

export const ROLES = ['owner', 'manager', 'warehouse', 'accountant', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** Staff passwords' least length (issue 35 item 5). */
export const STAFF_PASSWORD_MIN = 10;

const ALL = ROLES;
const OWNER = ['owner'] as const;

/** permission → the roles that hold it. The owner holds everything. */
export const PERMISSIONS = {
  /** the overview: what waits, today's and the month's orders and sales */
  'overview.read': ['owner', 'manager', 'warehouse', 'accountant'],
  /** the catalogue as the seller sees it: list, a product's page, its stock and ledger */
  'catalog.read': ['owner', 'manager', 'warehouse', 'accountant'],
  /** add, edit (every field, prices included) and delete products */
  'catalog.write': ['owner', 'manager'],
  /** stock corrections with a reason */
  'stock.correct': ['owner', 'manager', 'warehouse'],
  /** batches: goods in, write-offs and a product's batches (issue 41) */
  'stock.receive': ['owner', 'manager', 'warehouse'],
  /** a batch's recall: its recipients, their export and messages, blocking it (issue 41) */
  'batches.recall': ['owner', 'manager'],
  /** the catalogue's import: upload, preview and apply */
  'catalog.import': ['owner', 'manager'],
  /** the catalogue's export (CSV, Excel) */
  'catalog.export': ['owner', 'manager', 'accountant'],
  /** orders, their history and prescriptions, read */
  'orders.read': ['owner', 'manager', 'warehouse', 'accountant'],
  /** an order's status, and ticking its prescription checked */
  'orders.status': ['owner', 'manager', 'warehouse'],
  /** an order's delivery zone and fee set by the seller (decision 0078): it changes what the customer pays */
  'orders.delivery': ['owner', 'manager'],
  /** deleting an order */
  'orders.delete': ['owner', 'manager'],
  /** the orders as CSV */
  'orders.export': ['owner', 'manager', 'accountant'],
  /** payments, balances, statements and what is overdue, read (issue 34) */
  'payments.read': ['owner', 'manager', 'accountant'],
  /** payments recorded and reversed, a company's payment terms and credit limit (issue 34) */
  'payments.write': ['owner', 'accountant'],
  /** invoices, proformas and credit notes of orders, read and downloaded (issue 34 item 3) */
  'invoices.read': ['owner', 'manager', 'accountant'],
  /** a credit note reversing an issued invoice */
  'invoices.credit': ['owner', 'accountant'],
  /** the accountant's export of invoices, credit notes (and payments) for a period (issue 34 item 6) */
  'invoices.export': ['owner', 'manager', 'accountant'],
  /** trade customers: companies, their applications, licences and the groups' price lists, read */
  'companies.read': ['owner', 'manager', 'accountant'],
  /** trade customers: approving, rejecting, suspending companies and editing the price lists */
  'companies.write': ['owner', 'manager'],
  /** news, hidden ones included, and writing them */
  'news.write': ['owner', 'manager', 'editor'],
  /** the customers' list */
  'customers.read': ['owner', 'manager', 'accountant'],
  /** deleting a customer's account */
  'customers.delete': OWNER,
  /** the shop's settings and its delivery zones */
  'settings.write': OWNER,
  /** inviting staff, their roles, suspending and removing them */
  'staff.manage': OWNER,
  /** the audit log */
  'audit.read': OWNER,
  /** one's own sign-in: password, two-factor, sessions */
  'account.self': ALL,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Every permission a role holds, for the panel (it shows only what these allow). */
export function permissionsOf(role: Role): Permission[] {
  return PERMISSION_NAMES.filter((p) => can(role, p));
}

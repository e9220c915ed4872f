/** The panel's navigation (docs/architecture.md §Pages): icons with labels at desktop width,
 * icons only on a tablet (labels stay for screen readers). */
import { NavLink } from 'react-router';
import type { Permission } from '../../../domain/staff/permissions';
import { SELLER_PAGES, type SellerPage } from '../../../domain/staff/seller-pages';
import { useText } from '../../lib/text';
import type { Texts } from '../../../domain/i18n/catalogues';

export const ICONS = {
  overview: 'M4 13h6V4H4v9zm0 7h6v-4H4v4zm10 0h6v-9h-6v9zm0-16v4h6V4h-6z',
  addProduct: 'M12 5v14M5 12h14',
  products: 'M4 7l8-4 8 4v10l-8 4-8-4V7zm0 0l8 4 8-4M12 11v10',
  addNews: 'M4 5h12v14H4zM8 9h4M8 13h4M19 8v6M16 11h6',
  news: 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5',
  orders: 'M6 4h12l1 16H5L6 4zm3 4a3 3 0 006 0',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
  delivery: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  importExport: 'M12 3v12m0 0l-4-4m4 4l4-4M4 17v3h16v-3',
  receipts: 'M3 7l9-4 9 4v10l-9 4-9-4V7zM12 7v8m0 0l-3-3m3 3l3-3',
  recall: 'M12 3l9 16H3L12 3zM12 10v4M12 17h.01',
  companies: 'M4 21V5l8-3v19M12 9h8v12M7 8h2M7 12h2M7 16h2M15 13h2M15 17h2M2 21h20',
  groups: 'M3 12l9-9h8v8l-9 9-8-8zM16 8h.01',
  payments: 'M3 7h18v10H3zM3 11h18M7 15h3',
  staff: 'M12 11a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0M17 8l2 2 3-3',
  account: 'M12 3l7 3v6c0 4-3 7-7 9-4-2-7-5-7-9V6l7-3zM9 12l2 2 4-4',
  audit: 'M9 4h6l1 2h3v15H5V6h3l1-2zM9 11h6M9 15h6',
  accounting: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7M9 9h3',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M17 11a3 3 0 100-6M22 21a6 6 0 00-4-5.6',
} as const;

/** Each link with its page (domain/staff/seller-pages.ts): a role sees only the pages it may open. */
const sellerNav = ({
  ACCOUNTING_PANEL,
  AUDIT_TEXT,
  IMPORT_TEXT,
  ORDERS_TEXT,
  PAYMENTS_PANEL,
  RECALL_UI,
  RECEIPT_UI,
  SELLER_TEXT,
  SELLER_TRADE_UI,
  SETTINGS_TEXT,
  STAFF_TEXT,
  ZONES_TEXT,
}: Texts): { page: SellerPage; label: string; icon: string; end?: boolean }[] => [
  { page: 'overview', label: ORDERS_TEXT.overview, icon: ICONS.overview },
  { page: '', label: SELLER_TEXT.addProduct, icon: ICONS.addProduct, end: true },
  { page: 'product-list', label: SELLER_TEXT.productList, icon: ICONS.products },
  { page: 'import', label: IMPORT_TEXT.navLabel, icon: ICONS.importExport },
  { page: 'receipts', label: RECEIPT_UI.title, icon: ICONS.receipts },
  { page: 'recall', label: RECALL_UI.title, icon: ICONS.recall },
  { page: 'add-news', label: SELLER_TEXT.addNews, icon: ICONS.addNews },
  { page: 'list', label: SELLER_TEXT.newsList, icon: ICONS.news },
  { page: 'orders', label: SELLER_TEXT.orders, icon: ICONS.orders },
  { page: 'users', label: SELLER_TEXT.users, icon: ICONS.users },
  { page: 'companies', label: SELLER_TRADE_UI.companies, icon: ICONS.companies },
  { page: 'groups', label: SELLER_TRADE_UI.groups, icon: ICONS.groups },
  { page: 'payments', label: PAYMENTS_PANEL.title, icon: ICONS.payments },
  { page: 'accounting', label: ACCOUNTING_PANEL.nav, icon: ICONS.accounting },
  { page: 'delivery', label: ZONES_TEXT.title, icon: ICONS.delivery },
  { page: 'settings', label: SETTINGS_TEXT.title, icon: ICONS.settings },
  { page: 'staff', label: STAFF_TEXT.title, icon: ICONS.staff },
  { page: 'audit', label: AUDIT_TEXT.title, icon: ICONS.audit },
  { page: 'account', label: STAFF_TEXT.accountTitle, icon: ICONS.account },
];

export function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

export function Sidebar({ permissions }: { permissions: Permission[] }) {
  const links = sellerNav(useText()).filter((item) => permissions.includes(SELLER_PAGES[item.page]));
  return (
    <nav aria-label="Satıcı paneli" className="w-16 shrink-0 print:hidden border-r border-slate-200 bg-white lg:w-60">
      <ul className="sticky top-16 space-y-1 py-4">
        {links.map((item) => (
          <li key={item.page}>
            <NavLink
              to={item.page ? `/seller/${item.page}` : '/seller'}
              end={item.end}
              title={item.label}
              className={({ isActive }) =>
                `mx-2 flex items-center justify-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium lg:justify-start ${
                  isActive ? 'bg-primary/10 text-primary-dull' : 'text-slate-700 hover:bg-slate-100'
                }`
              }
            >
              <Icon path={item.icon} />
              <span className="sr-only lg:not-sr-only">{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

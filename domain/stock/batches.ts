/** Batches and expiry (issue 41, decision 0129): which products count batches, how long before
 * its expiry a batch stops being sold, how an expiry is written and read. */

export type ExpiryPrecision = 'month' | 'day';

/** The category of pet supplies (toys, bowls, food): no medicine's rules. */
const SUPPLIES_CATEGORY = 'Digər';

/** A medicine's batch is not sold in its last 30 days; pet supplies' until their last day. */
export const SELL_WINDOW_MEDICINE = 30;
export const SELL_WINDOW_SUPPLIES = 0;

/** Whether a product counts batches: its own flag, else every medicine category does. Only a
 * product whose stock is tracked has batches at all. The database's batch_tracked_default()
 * (migration 0033) says the same; tests/api/batches-model.test.ts checks they agree. */
export function batchTracked(p: { category: string; batchTracked: boolean | null; trackStock: boolean }): boolean {
  return p.trackStock && (p.batchTracked ?? p.category !== SUPPLIES_CATEGORY);
}

export function sellWindowDays(p: { category: string; sellWindowDays: number | null }): number {
  return p.sellWindowDays ?? (p.category === SUPPLIES_CATEGORY ? SELL_WINDOW_SUPPLIES : SELL_WINDOW_MEDICINE);
}

/** The stored date (yyyy-mm-dd) of an expiry as written: "03.2027" or "2027-03" (the month's
 * last day), "15.03.2027" or "2027-03-15"; null when it is not a real date. */
export function parseExpiry(text: string): { expiry: string; precision: ExpiryPrecision } | null {
  const t = text.trim();
  let m = /^(\d{1,2})[./](\d{4})$/.exec(t) ?? null;
  if (m) return monthEnd(Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m) return monthEnd(Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(t);
  if (m) return day(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function monthEnd(year: number, month: number) {
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { expiry: `${year}-${pad(month)}-${pad(last)}`, precision: 'month' as const };
}

function day(year: number, month: number, d: number) {
  const date = new Date(Date.UTC(year, month - 1, d));
  if (year < 2000 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== d) return null;
  return { expiry: `${year}-${pad(month)}-${pad(d)}`, precision: 'day' as const };
}

/** How an expiry is shown: "03.2027" for a month, "15.03.2027" for a day. */
export function formatExpiry(expiry: string | null, precision: ExpiryPrecision): string {
  if (!expiry) return '';
  const [y, m, d] = expiry.split('-');
  return precision === 'month' ? `${m}.${y}` : `${d}.${m}.${y}`;
}

/** The shop's date of today (Baku, UTC+4) as yyyy-mm-dd: an expiry is read in the shop's days. */
export function todayInBaku(now = new Date()): string {
  return new Date(now.getTime() + 4 * 3600_000).toISOString().slice(0, 10);
}

/** Why a batch's units leave the stock without a sale (its labels: WRITE_OFF_LABEL). */
export const WRITE_OFF_REASONS = ['expired', 'damaged'] as const;
export type WriteOffReason = (typeof WRITE_OFF_REASONS)[number];

/** How far ahead the overview's expiry list looks, and the nearer mark it highlights. */
export const EXPIRY_HORIZON_DAYS = 90;
export const EXPIRY_SOON_DAYS = 30;

/** A batch on the overview's expiry list (server/services/stock/expiry-watch.ts). */
export type ExpiringBatch = {
  _id: string;
  productId: string;
  productName: string;
  number: string;
  expiryText: string;
  /** Days from the shop's today to the expiry: negative once expired. */
  daysLeft: number;
  quantity: number;
  blocked: boolean;
  /** Inside the product's last-days window (or expired): the storefront no longer sells it. */
  offSale: boolean;
};

/** Whether the storefront sells a batch, or why not: blocked (a recall), expired, or inside the
 * product's last-days window. */
export type BatchState = 'sellable' | 'lastDays' | 'expired' | 'blocked';

/** A batch as the seller's product page lists it: on hand, and whether the storefront sells it. */
export type DeskBatch = {
  _id: string;
  number: string;
  expiryText: string;
  quantity: number;
  blocked: boolean;
  state: BatchState;
};

/** One order that received a recalled batch (server/services/stock/recall.ts), as the seller's recall page
 * and its CSV/XLSX show it. */
export type RecallRow = {
  orderId: string;
  orderNumber: number;
  orderedAt: string;
  status: string;
  lang: 'az' | 'ru';
  customerName: string;
  email: string;
  phone: string;
  company: string;
  voen: string;
  companyPhone: string;
  product: string;
  batch: string;
  expiry: string;
  quantity: number;
};

/** The seller's order filters (issue 10), one definition for the list page,
 * the API (`GET /api/order/seller`), the CSV export and the overview links. */
import { z } from 'zod';
import { fold } from '../search/search-folding.ts';
import { ORDER_STATUS, type OrderStatus } from './order-status.ts';
import { pageQuerySchema } from '../shared/paging-schema.ts';
import { BAKU_UTC_OFFSET } from '../shared/format.ts';
import { PAGE_SIZES } from '../shared/paging.ts';

/** How many orders of each status the list's filters show beside their names. */
export type StatusCounts = Record<OrderStatus, number>;

/** Filter names in addresses (`?status=new`); each reads as STATUS_FILTER_LABEL[key] (az-only). */
export const STATUS_FILTERS = [
  { key: 'new', status: ORDER_STATUS.sent },
  { key: 'accepted', status: ORDER_STATUS.accepted },
  { key: 'completed', status: ORDER_STATUS.completed },
  { key: 'cancelled', status: ORDER_STATUS.cancelled },
] as const satisfies readonly { key: string; status: OrderStatus }[];

export type StatusFilterKey = (typeof STATUS_FILTERS)[number]['key'];

export const ORDERS_PAGE_SIZE = PAGE_SIZES.sellerOrders;
export const MAX_ORDERS_PAGE = PAGE_SIZES.sellerOrdersMax;
const KEYS = STATUS_FILTERS.map((f) => f.key) as [StatusFilterKey, ...StatusFilterKey[]];
/** A real calendar day: 9999-99-99 would reach the database as an invalid date (a 500). */
const isCalendarDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tarix İİİİ-AA-GG formatında olmalıdır.' })
  .refine(isCalendarDay, { error: 'Tarix düzgün deyil.' });

/** The list's filters; `status` is a comma list of filter keys (`new,accepted`). */
export const orderFiltersSchema = z.object({
  status: z
    .string()
    .max(100)
    .optional()
    .transform((s, ctx) => {
      const keys = (s ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.some((k) => !KEYS.includes(k as StatusFilterKey))) {
        ctx.addIssue({ code: 'custom', message: 'Status süzgəci düzgün deyil.' });
        return z.NEVER;
      }
      return keys as StatusFilterKey[];
    }),
  q: z.string().trim().max(100, { error: 'Axtarış mətni çox uzundur.' }).optional(),
  from: day.optional(),
  to: day.optional(),
  /** `agree`: only orders whose delivery is still to be agreed (decision 0078). */
  delivery: z.enum(['agree'], { error: 'Çatdırılma süzgəci düzgün deyil.' }).optional(),
});
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** `GET /api/order/seller`: the filters and the shared paging parameters `limit`, `after`, `before`. */
export const orderListQuerySchema = pageQuerySchema(ORDERS_PAGE_SIZE, MAX_ORDERS_PAGE, orderFiltersSchema.shape);

export const statusesOf = (keys: readonly StatusFilterKey[]): OrderStatus[] =>
  STATUS_FILTERS.filter((f) => keys.includes(f.key)).map((f) => f.status);

/** Baku has kept UTC+4 without summer time since 2016: a Baku day starts at 20:00 UTC the day before. */
export function bakuDayStart(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00${BAKU_UTC_OFFSET}`);
}

export { bakuToday } from '../shared/format.ts';

/** The day after `isoDay`. */
export function nextDay(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** What a search means: an order number, a phone's digits, and text to find in names and e-mails. */
export function parseSearch(q: string | undefined): { number?: number; digits?: string; text?: string } {
  const query = (q ?? '').trim();
  if (!query) return {};
  const asNumber = /^(?:№\s*)?(\d{1,9})$/.exec(query);
  const compact = query.replace(/[\s\-()+.]/g, '');
  const result: { number?: number; digits?: string; text?: string } = {};
  if (asNumber) result.number = Number(asNumber[1]);
  if (/^\d{4,15}$/.test(compact))
    result.digits = compact.replace(/^0/, ''); // 055… is dialled without the 0 after +994
  else if (!asNumber) result.text = fold(query);
  return result;
}

/** The text the search looks in, for one order. */
export function orderSearchText(o: {
  customerName: string;
  customerEmail: string;
  firstName: string;
  lastName: string;
  phone: string;
}): string {
  return `${fold(`${o.customerName} ${o.customerEmail} ${o.firstName} ${o.lastName}`)} ${o.phone.replace(/\D/g, '')}`;
}

/** The list's address with some filters changed (undefined removes one); paging restarts.
 * Filter values only: a cursor is added by the pagination's links (domain/shared/paging.ts pageHref). */
export function ordersHref(
  base: Record<string, string | undefined>,
  change: Record<string, string | undefined> = {},
  path: `/${string}` = '/seller/orders',
): `/${string}` {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...base, ...change })) if (v) params.set(k, v);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

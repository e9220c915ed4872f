/** Paging of every list that grows (docs/architecture.md §Scale): keyset (cursor) pages over
 * (created_at, id), newest first, with the total beside them. A cursor is
 * the creation time in microseconds and the id of a row at a page's edge,
 * so a page never skips or repeats a row when rows are added meanwhile,
 * and page 4 000 costs what page 1 costs (no OFFSET). Without zod: the
 * pages' links use this module, and zod stays out of their JavaScript
 * (the API's query schema is in paging-schema.ts). */
import { decodeCursor, type Cursor } from './cursor.ts';

/** Rows a page of each list (docs/architecture.md §Paging); `…Max` is the largest `limit` an API caller may ask. */
export const PAGE_SIZES = {
  catalogue: 24,
  news: 12,
  sellerProducts: 25,
  sellerNews: 25,
  sellerUsers: 50,
  sellerOrders: 20,
  sellerOrdersMax: 100,
  apiProducts: 1000,
  apiNews: 100,
  apiNewsMax: 500,
  apiUsers: 100,
  apiUsersMax: 500,
} as const;

/** One page of a list: `next` and `prev` are cursors for `?after=` and `?before=`.
 * `totalCapped`: a search counted only up to `total` (there are at least that many). */
export type Page<T> = { items: T[]; total: number; totalCapped?: boolean; next: string | null; prev: string | null };

/** What a caller asks for: at most `limit` rows after (older than) or before (newer than) a cursor. */
export type PageRequest = { limit: number; after?: Cursor; before?: Cursor };

export const PAGE_TEXT = {
  badCursor: 'Səhifə göstəricisi düzgün deyil.',
  badLimit: (max: number) => `Səhifədəki sətir sayı 1 ilə ${max} arasında olmalıdır.`,
  bothCursors: 'after və before birlikdə göndərilə bilməz.',
  // the links' words: PAGING in domain/i18n/az|ru/paging-text.ts (app/components/shared/pagination.tsx)
} as const;

/** A page's request from a page address (`?after=` / `?before=`): a damaged
 * cursor in a link shows the first page rather than an error. */
export function pageRequestFromUrl(params: URLSearchParams, limit: number): PageRequest {
  const before = decodeCursor(params.get('before') ?? '');
  if (before) return { limit, before };
  const after = decodeCursor(params.get('after') ?? '');
  return after ? { limit, after } : { limit };
}

/** Keeps the list's filters, swaps the cursor (or, for a ranked search, the page number). */
export function pageHref(search: string, cursor: { after?: string; before?: string; page?: string }): string {
  const params = new URLSearchParams(search);
  params.delete('after');
  params.delete('before');
  params.delete('page');
  if (cursor.after) params.set('after', cursor.after);
  if (cursor.before) params.set('before', cursor.before);
  if (cursor.page && cursor.page !== '1') params.set('page', cursor.page);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The default first page of a list: the one public answer the catalogue cache keeps. */
export function isFirstPage(q: PageRequest, defaultLimit: number): boolean {
  return !q.after && !q.before && q.limit === defaultLimit;
}
